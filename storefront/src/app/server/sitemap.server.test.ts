import { describe, expect, it } from "vitest"
import { productSitemapCount, sitemapIndexXml, urlsetXml, URLS_PER_SITEMAP } from "./sitemap.server"

const request = new Request("http://shop.test/sitemap.xml")

describe("the sitemap's files", () => {
  it("splits products into files of at most 50,000 URLs, the protocol's limit, and always names one", () => {
    expect(URLS_PER_SITEMAP).toBe(50_000)
    expect(productSitemapCount(0)).toBe(1)
    expect(productSitemapCount(52)).toBe(1)
    expect(productSitemapCount(50_000)).toBe(1)
    expect(productSitemapCount(50_001)).toBe(2)
    expect(productSitemapCount(52, 20)).toBe(3)
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
