import { afterEach, describe, expect, it, vi } from "vitest"
import { json, mockFetch } from "@/testing/fetch-mock"
import { loader as fileLoader } from "../routes/sitemap-file.route"
import { loader as indexLoader } from "../routes/sitemap.route"
import { sitemapIndexXml, urlsetXml, URLS_PER_SITEMAP } from "./sitemap.server"

const request = new Request("http://shop.test/sitemap.xml")

describe("the sitemap's files", () => {
  it("puts at most 50,000 URLs in a file, the protocol's limit", () => {
    expect(URLS_PER_SITEMAP).toBe(50_000)
  })

  it("writes an index of files and a urlset, absolute and escaped", () => {
    const index = sitemapIndexXml(request, [{ path: "/sitemaps/pages.xml", lastmod: "2026-11-25" }, { path: "/sitemaps/products-1.xml" }])
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(index).toContain("<sitemap><loc>http://shop.test/sitemaps/pages.xml</loc><lastmod>2026-11-25</lastmod></sitemap>")
    expect(index).toContain("<sitemap><loc>http://shop.test/sitemaps/products-1.xml</loc></sitemap>")

    const urls = urlsetXml(request, [{ path: "/product/A&B<1>", lastmod: "2026-01-02" }])
    expect(urls).toContain("<url><loc>http://shop.test/product/A&amp;B&lt;1&gt;</loc><lastmod>2026-01-02</lastmod></url>")
    expect(urls).not.toContain("<sitemapindex")
  })
})

describe("a sitemap file's loader (issue 43, Low 2)", () => {
  afterEach(() => vi.unstubAllGlobals())
  const productsFile = (url: string, headers: Record<string, string> = {}) =>
    fileLoader({ request: new Request(url, { headers }), params: { file: "products-1.xml" } } as unknown as Parameters<
      typeof fileLoader
    >[0])

  it("sends a URL with a query string to the same file without it, before reading the backend", async () => {
    const { requests } = mockFetch(() => json({ products: [] }))
    const redirected = (await productsFile("http://shop.test/sitemaps/products-1.xml?b=1")) as Response
    expect(redirected.status).toBe(301)
    expect(redirected.headers.get("location")).toBe("/sitemaps/products-1.xml")
    const index = (await indexLoader({ request: new Request("http://shop.test/sitemap.xml?b=2") } as unknown as Parameters<
      typeof indexLoader
    >[0])) as Response
    expect([index.status, index.headers.get("location")]).toEqual([301, "/sitemap.xml"])
    expect(requests).toEqual([])
  })

  it("reads the products with the visitor's X-Forwarded-For, so the backend limits per visitor", async () => {
    const { requests } = mockFetch(() => json({ products: [{ id: "prod_1", updatedAt: "2026-11-25T10:00:00Z" }] }))
    const res = (await productsFile("http://shop.test/sitemaps/products-1.xml", { "x-forwarded-for": "203.0.113.7" })) as Response
    expect(res.status).toBe(200)
    expect(await res.text()).toContain("<loc>http://shop.test/product/prod_1</loc>")
    expect(requests.map((r) => [r.url.split("?")[0], r.headers["x-forwarded-for"]])).toEqual([
      [expect.stringMatching(/\/api\/catalogue\/sitemap\/1$/), "203.0.113.7"],
    ])
  })
})
