import { walkCatalogue, type Product } from "@/features/products"
import { CATEGORIES, CATEGORY_HANDLES } from "@/lib/categories"
import { INFO_PAGES } from "../routes/info-pages"
import { createRequestQueryClient, seedConfig } from "./query-client.server"
import { absoluteUrl } from "./public-url.server"

// The information pages' text last changed with the privacy policy's "Last updated 3 October 2025".
const INFO_PAGES_UPDATED = "2025-10-03"

type Entry = { path: string; lastmod?: string }

const day = (iso: string | undefined) => (iso && !Number.isNaN(Date.parse(iso)) ? new Date(iso).toISOString().slice(0, 10) : undefined)
const newest = (products: Product[]) =>
  day(
    products
      .map((p) => p.updatedAt)
      .sort()
      .at(-1)
  )

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!)

/** Every published product (read from the search index, 100 at a time), category and information page. */
export async function sitemapEntries(request?: Request): Promise<Entry[]> {
  const queryClient = createRequestQueryClient(request)
  await seedConfig(queryClient)
  const products: Product[] = []
  for await (const page of walkCatalogue(queryClient)) products.push(...page)
  const inCategory = (handle: string) => products.filter((p) => p.category === handle)
  return [
    { path: "/", lastmod: newest(products) },
    { path: "/categories", lastmod: newest(products) },
    ...CATEGORY_HANDLES.map((handle) => ({ path: CATEGORIES[handle].path, lastmod: newest(inCategory(handle)) })),
    ...products.map((p) => ({ path: `/product/${encodeURIComponent(p.id)}`, lastmod: day(p.updatedAt) })),
    ...Object.keys(INFO_PAGES).map((path) => ({ path, lastmod: INFO_PAGES_UPDATED })),
    { path: "/contact", lastmod: INFO_PAGES_UPDATED },
  ]
}

export function sitemapXml(request: Request, entries: Entry[]): string {
  const urls = entries.map(
    ({ path, lastmod }) =>
      `  <url><loc>${escapeXml(absoluteUrl(request, path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`
}
