import { describe, expect, it } from "vitest"
import { PLACEHOLDER_PRODUCT_IMAGE } from "@/lib/placeholder"
import { mapSearchDocument } from "./map-search-document"

/** A document as the backend's product index (src/search/product.ts) holds it. */
const indexed = {
  id: "prod_01ABC",
  spec_id: "P1",
  handle: "p1",
  title: "Oud Royale",
  description: "A warm, woody perfume.",
  brand: "Sugandh",
  fragrance: "woody",
  size: "10ml",
  inspired_by: "Oud Wood",
  notes: { top: ["Saffron"], heart: ["Rose", "Oud"], base: ["Amber"] },
  category_handle: "perfumes",
  realm: null,
  type: "Eau de Parfum",
  collection: "Royal",
  price: 279,
  original_price: 399,
  launch_offer: "30% OFF",
  in_stock: true,
  rating: 4.8,
  review_count: 126,
  featured: true,
  alcohol_free: true,
  tags: ["bestseller"],
  created_at: "2024-12-01T00:00:00.000Z",
  thumbnail: "/static/p1.svg",
  variant_id: "variant_1",
}

describe("mapSearchDocument", () => {
  it("maps an indexed product to the spec's Product", () => {
    expect(mapSearchDocument(indexed)).toEqual({
      id: "P1",
      medusaId: "prod_01ABC",
      handle: "p1",
      variantId: "variant_1",
      name: "Oud Royale",
      price: 279,
      originalPrice: 399,
      category: "perfumes",
      brand: "Sugandh",
      size: "10ml",
      fragrance: "woody",
      image: "/static/p1.svg",
      rating: 4.8,
      reviews: 126,
      launchOffer: "30% OFF",
      inspiredBy: "Oud Wood",
      alcoholFree: true,
      inStock: true,
      description: "A warm, woody perfume.",
      notes: { top: ["Saffron"], heart: ["Rose", "Oud"], base: ["Amber"] },
      type: "Eau de Parfum",
      featured: true,
      createdAt: "2024-12-01T00:00:00.000Z",
      updatedAt: "2024-12-01T00:00:00.000Z",
      collection: "Royal",
      tags: ["bestseller"],
    })
  })

  it("survives a bare or odd document: placeholder image, no bogus discount, clamped rating, known realms only", () => {
    const bare = mapSearchDocument({
      id: "prod_9",
      handle: "rf1",
      original_price: 199,
      price: 249,
      rating: 9,
      review_count: -3,
      realm: "Heritage",
    })
    expect(bare).toMatchObject({
      id: "RF1",
      name: "rf1",
      image: PLACEHOLDER_PRODUCT_IMAGE,
      price: 249,
      originalPrice: 249,
      rating: 5,
      reviews: 0,
      realm: "heritage",
    })
    expect(mapSearchDocument({ id: "prod_8", realm: "moon" })).not.toHaveProperty("realm")
    expect(mapSearchDocument({ id: "prod_7" }).id).toBe("prod_7")
    expect(mapSearchDocument({ id: "prod_6", in_stock: false }).inStock).toBe(false)
    expect(mapSearchDocument({ id: "prod_5", notes: { top: [], heart: null } }).notes).toBeNull()
  })
})
