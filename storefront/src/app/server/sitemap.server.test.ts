import { describe, expect, it } from "vitest"
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
