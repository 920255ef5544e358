import { SITEMAP_MAX_URLS } from "@sugandh/contract"
import { catalogueFreshness } from "@/features/products/api/catalogue-queries"
import { sitemapPartCount, sitemapProducts } from "@/features/products/api/sitemap-api"
import { CATEGORIES, CATEGORY_HANDLES } from "@/lib/categories"
import { INFO_PAGES } from "../info-pages"
import { createRequestQueryClient, seedConfig } from "./query-client.server"
import { absoluteUrl } from "./public-url.server"

/**
 * The sitemap: /sitemap.xml is a sitemap index naming /sitemaps/pages.xml (home,
 * categories, information pages) and one /sitemaps/products-N.xml per 50,000
 * products, the protocol's limit per file (https://www.sitemaps.org/protocol.html,
 * "Sitemap index files"). Every file is built from a handful of requests,
 * whatever the catalogue's size, and shared caches keep each one.
 */
export const URLS_PER_SITEMAP = SITEMAP_MAX_URLS
// Fewer per file only for tests, so a small catalogue spans several files; never more than the limit.
const perFileSetting = () => {
  const asked = Math.floor(Number(process.env.SITEMAP_URLS_PER_FILE))
  return asked > 0 ? Math.min(URLS_PER_SITEMAP, asked) : URLS_PER_SITEMAP
}

// The information pages' text last changed with the privacy policy's "Last updated 3 October 2025".
const INFO_PAGES_UPDATED = "2025-10-03"

export type SitemapEntry = { path: string; lastmod?: string }

const day = (iso: string | undefined) => (iso && !Number.isNaN(Date.parse(iso)) ? new Date(iso).toISOString().slice(0, 10) : undefined)

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!)

const loc = (request: Request, path: string) => `<loc>${escapeXml(absoluteUrl(request, path))}</loc>`
const lastmodTag = (lastmod: string | undefined) => (lastmod ? `<lastmod>${lastmod}</lastmod>` : "")

async function queryClient() {
  const client = createRequestQueryClient()
  await seedConfig(client)
  return client
}

/** The files /sitemap.xml names, with when each last changed. */
export async function sitemapIndexEntries(perFile = perFileSetting()): Promise<SitemapEntry[]> {
  const [{ newest }, parts] = await Promise.all([queryClient().then(catalogueFreshness), sitemapPartCount(perFile)])
  const lastmod = day(newest)
  return [
    { path: "/sitemaps/pages.xml", lastmod },
    ...Array.from({ length: parts }, (_, i) => ({ path: `/sitemaps/products-${i + 1}.xml`, lastmod })),
  ]
}

/** Home, the category pages (each changed when its newest product did), the information pages and contact. */
export async function pageEntries(): Promise<SitemapEntry[]> {
  const { newest, newestIn } = await catalogueFreshness(await queryClient())
  return [
    { path: "/", lastmod: day(newest) },
    { path: "/categories", lastmod: day(newest) },
    ...CATEGORY_HANDLES.map((handle) => ({ path: CATEGORIES[handle].path, lastmod: day(newestIn[handle]) })),
    ...Object.keys(INFO_PAGES).map((path) => ({ path, lastmod: INFO_PAGES_UPDATED })),
    { path: "/contact", lastmod: INFO_PAGES_UPDATED },
  ]
}

/** The products of file `part` (1-based): the part-th run of `perFile` products in id order; undefined when there is no such file. */
export async function productEntries(
  part: number,
  forwardedFor?: string | null,
  perFile = perFileSetting()
): Promise<SitemapEntry[] | undefined> {
  const products = await sitemapProducts(part, perFile, forwardedFor)
  return products?.map((p) => ({ path: `/product/${encodeURIComponent(p.id)}`, lastmod: day(p.updatedAt) }))
}

/**
 * A sitemap URL with a query string is sent to the same URL without it (301),
 * before any backend read: the files take no parameters, and each made-up query
 * would otherwise miss nginx's page cache (its key is the whole URI) and cost
 * the backend a read of up to 50,000 products.
 */
export function withoutQuery(request: Request): Response | null {
  const url = new URL(request.url)
  if (!url.search) return null
  return new Response(null, { status: 301, headers: { Location: url.pathname } })
}

export function urlsetXml(request: Request, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => `  <url>${loc(request, path)}${lastmodTag(lastmod)}</url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`
}

export function sitemapIndexXml(request: Request, entries: SitemapEntry[]): string {
  const files = entries.map(({ path, lastmod }) => `  <sitemap>${loc(request, path)}${lastmodTag(lastmod)}</sitemap>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join("\n")}\n</sitemapindex>\n`
}

/** An XML answer that shared caches (nginx's page cache) keep five minutes. */
export const xmlResponse = (xml: string) =>
  new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, s-maxage=300, stale-while-revalidate=600" },
  })
