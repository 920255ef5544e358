import { describe, expect, it } from "vitest"
import { makeProduct } from "@/features/products/test/make-product"
import { normalizeConfig } from "@/lib/config"
import { configAnswer } from "@/testing/answers"
import { pageMeta } from "../seo"
import { homeSeo, productSeo } from "./seo.server"

const request = new Request("http://shop.test/product/P1")
const config = normalizeConfig(configAnswer({ social: { ...configAnswer().social, instagram: "https://instagram.com/sugandh" } }))

describe("structured data and link previews", () => {
  it("a product without reviews has no aggregateRating; with reviews, ours", () => {
    const product = makeProduct({ id: "P1", name: "Velvet Oud", price: 299, image: "/static/p1.jpg", inStock: false })
    const none = productSeo(request, config, product, { averageRating: 0, totalReviews: 0 }).jsonLd[0]!
    expect(none).not.toHaveProperty("aggregateRating")
    expect(none).toMatchObject({
      sku: "P1",
      image: ["http://shop.test/static/p1.jpg"],
      offers: { price: "299.00", availability: "https://schema.org/OutOfStock" },
    })
    const rated = productSeo(request, config, product, { averageRating: 4.26, totalReviews: 7 }).jsonLd[0]!
    expect(rated).toMatchObject({ aggregateRating: { ratingValue: 4.3, reviewCount: 7 } })
  })

  it("absolute URLs follow PUBLIC_URL when set (behind nginx the request's host is internal)", () => {
    process.env.PUBLIC_URL = "https://sugandh.example/"
    try {
      const seo = productSeo(request, config, makeProduct({ id: "P1", image: "/static/p1.jpg" }), null)
      expect(seo.url).toBe("https://sugandh.example/product/P1")
      expect(seo.image?.url).toBe("https://sugandh.example/static/p1.jpg")
    } finally {
      delete process.env.PUBLIC_URL
    }
  })

  it("home says who we are and how to search us", () => {
    const seo = homeSeo(request, config, { title: "Home", description: "d" })
    expect(seo.jsonLd.map((item) => item["@type"])).toEqual(["Organization", "WebSite"])
    expect(seo.jsonLd[0]).toMatchObject({ sameAs: ["https://instagram.com/sugandh"] })
    const meta = pageMeta(seo)
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "http://shop.test/" })
    expect(meta.filter((m) => "script:ld+json" in m)).toHaveLength(2)
  })
})
