import type { MetaDescriptor } from "react-router"

/**
 * A public page's head, computed by its loader on the server (absolute URLs,
 * prices from the index) and turned into tags by `pageMeta` in the route's
 * `meta` export, which runs on the server and again on client navigations.
 */
export type PageSeo = {
  /** The full document title ("Velvet Oud | Sugandh"). */
  title: string
  description: string
  /** Absolute canonical URL. */
  url: string
  /** Absolute image for link previews. */
  image?: string
  type: "website" | "product"
  siteName: string
  /** Products: the selling price in rupees. */
  price?: number | null
  /** schema.org objects, each rendered as a <script type="application/ld+json">. */
  jsonLd: Record<string, unknown>[]
}

export function pageMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return []
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.url },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:type", content: seo.type },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.url },
    ...(seo.image ? [{ property: "og:image", content: seo.image }] : []),
    ...(seo.type === "product" && seo.price != null
      ? [
          { property: "product:price:amount", content: seo.price.toFixed(2) },
          { property: "product:price:currency", content: "INR" },
        ]
      : []),
    { name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    ...(seo.image ? [{ name: "twitter:image", content: seo.image }] : []),
    ...seo.jsonLd.map((item) => ({ "script:ld+json": item })),
  ]
}

/** One person's pages (cart, checkout, account, admin): a title, and kept out of search engines. */
export function privatePageMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | Sugandh` }, { name: "robots", content: "noindex, nofollow" }]
}

/** Cache headers of a public page: shared caches (nginx) keep it a minute and serve it stale while refreshing. */
export const PUBLIC_PAGE_CACHE = "public, s-maxage=60, stale-while-revalidate=300"
/** Pages about one person, and errors: never stored by a shared cache. */
export const PRIVATE_PAGE_CACHE = "private, no-store"
