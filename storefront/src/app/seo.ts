import { isRouteErrorResponse, type MetaDescriptor } from "react-router"

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
  /** The picture of link previews: absolute URL, what it shows, and its size when known. */
  image?: PreviewImage
  type: "website" | "product"
  siteName: string
  /** Products: the selling price in rupees. */
  price?: number | null
  /** schema.org objects, each rendered as a <script type="application/ld+json">. */
  jsonLd: Record<string, unknown>[]
}

/**
 * A link preview's picture. The alt text is required by Twitter's and
 * Facebook's card checks (og:image:alt, twitter:image:alt); the size lets a
 * preview draw before the picture is fetched (og:image:width/height).
 */
export type PreviewImage = { url: string; alt: string; width?: number; height?: number }

function imageMeta(image: PreviewImage | undefined): MetaDescriptor[] {
  if (!image) return []
  return [
    { property: "og:image", content: image.url },
    { property: "og:image:alt", content: image.alt },
    ...(image.width && image.height
      ? [
          { property: "og:image:width", content: String(image.width) },
          { property: "og:image:height", content: String(image.height) },
        ]
      : []),
  ]
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
    ...imageMeta(seo.image),
    ...(seo.type === "product" && seo.price != null
      ? [
          { property: "product:price:amount", content: seo.price.toFixed(2) },
          { property: "product:price:currency", content: "INR" },
        ]
      : []),
    { name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    ...(seo.image
      ? [
          { name: "twitter:image", content: seo.image.url },
          { name: "twitter:image:alt", content: seo.image.alt },
        ]
      : []),
    ...seo.jsonLd.map((item) => ({ "script:ld+json": item })),
  ]
}

/**
 * The matches every page's `meta` receives: the root route first, whose loader
 * read the store settings. Pages without a loader of their own take the store's
 * name for their title from it.
 */
export type UnderRoot = readonly [{ loaderData: { storeName: string } }, ...unknown[]]

/** "Your Cart | Sugandh": a title as the public pages' loaders write it (`server/seo.server.ts`). */
export const pageTitle = (title: string, matches: UnderRoot) => `${title} | ${matches[0].loaderData.storeName}`

/**
 * One person's pages (cart, checkout, account, admin): a title (and a
 * description where the page has one), kept out of search engines.
 */
/** A page that failed (a loader's 404 or error): its title says so, and search engines leave it out. */
export function errorPageMeta(error: unknown, matches: UnderRoot): MetaDescriptor[] {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return [{ title: pageTitle(notFound ? "Page not found" : "Something went wrong", matches) }, { name: "robots", content: "noindex" }]
}

export function privatePageMeta(title: string, matches: UnderRoot, description?: string): MetaDescriptor[] {
  return [
    { title: pageTitle(title, matches) },
    ...(description ? [{ name: "description", content: description }] : []),
    { name: "robots", content: "noindex, nofollow" },
  ]
}

/** Cache headers of a public page: shared caches (nginx) keep it a minute and serve it stale while refreshing. */
export const PUBLIC_PAGE_CACHE = "public, s-maxage=60, stale-while-revalidate=300"
/** A public page not worth keeping: /search for a query the index does not know. */
export const UNSTORED_PAGE_CACHE = "no-store"
/** Pages about one person, and errors: never stored by a shared cache. */
export const PRIVATE_PAGE_CACHE = "private, no-store"

/** A public page's `headers`: the same HTML for everyone, kept by nginx for a minute. */
export const publicPageHeaders = () => ({ "Cache-Control": PUBLIC_PAGE_CACHE })
