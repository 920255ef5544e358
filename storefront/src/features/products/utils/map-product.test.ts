import { describe, expect, it } from "vitest"
import { PLACEHOLDER_PRODUCT_IMAGE } from "@/lib/placeholder"
import { mapProduct, type StoreProductInput } from "./map-product"

/** A product as the seed writes it and the Store API returns it. */
function seededProduct(overrides: Partial<StoreProductInput> = {}): StoreProductInput {
  return {
    id: "prod_01ABC",
    handle: "p1",
    external_id: "P1",
    title: "Oud Royale",
    description: "A warm, woody perfume.",
    thumbnail: "/static/p1.svg",
    created_at: "2025-01-02T00:00:00.000Z",
    categories: [{ handle: "perfumes" }],
    variants: [
      { id: "variant_1", calculated_price: { calculated_amount: 279, original_amount: 399 } },
    ],
    metadata: {
      brand: "Sugandh",
      size: "10ml",
      fragrance: "woody",
      inspiredBy: "Oud Wood",
      alcoholFree: true,
      launchOffer: "30% OFF",
      rating: 4.8,
      reviews: 126,
      featured: true,
      createdAt: "2024-12-01T00:00:00.000Z",
      notes: { top: ["Saffron"], heart: ["Rose", "Oud"], base: ["Amber"] },
      collection: "Royal",
      type: "Eau de Parfum",
      tags: ["bestseller"],
    },
    ...overrides,
  }
}

describe("mapProduct", () => {
  it("maps a fully seeded product to the spec's Product", () => {
    expect(mapProduct(seededProduct())).toEqual({
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
      collection: "Royal",
      tags: ["bestseller"],
    })
  })

  it("keeps attar realms and ignores unknown ones", () => {
    const heritage = seededProduct({ metadata: { realm: "heritage" } })
    const bogus = seededProduct({ metadata: { realm: "underwater" } })
    expect(mapProduct(heritage).realm).toBe("heritage")
    expect(mapProduct(bogus)).not.toHaveProperty("realm")
  })

  describe("spec id", () => {
    it("prefers external_id", () => {
      expect(mapProduct(seededProduct({ external_id: "A12", handle: "something-else" })).id).toBe("A12")
    })

    it("falls back to the handle upper-cased", () => {
      expect(mapProduct(seededProduct({ external_id: null, handle: "rf1" })).id).toBe("RF1")
    })

    it("falls back to the Medusa id when there is neither", () => {
      expect(mapProduct(seededProduct({ external_id: "", handle: null })).id).toBe("prod_01ABC")
    })
  })

  describe("prices", () => {
    it("reads the selling and original price from calculated_price", () => {
      const product = mapProduct(seededProduct())
      expect(product.price).toBe(279)
      expect(product.originalPrice).toBe(399)
    })

    it("uses the selling price as original when there is no discount", () => {
      const product = mapProduct(
        seededProduct({ variants: [{ id: "v", calculated_price: { calculated_amount: 239 } }] })
      )
      expect(product.price).toBe(239)
      expect(product.originalPrice).toBe(239)
    })

    it("never shows an original price below the selling price", () => {
      const product = mapProduct(
        seededProduct({
          variants: [{ id: "v", calculated_price: { calculated_amount: 300, original_amount: 250 } }],
        })
      )
      expect(product.originalPrice).toBe(300)
    })

    it("picks the cheapest priced variant", () => {
      const product = mapProduct(
        seededProduct({
          variants: [
            { id: "unpriced", calculated_price: null },
            { id: "big", calculated_price: { calculated_amount: 315, original_amount: 450 } },
            { id: "small", calculated_price: { calculated_amount: 99, original_amount: 165 } },
          ],
        })
      )
      expect(product.variantId).toBe("small")
      expect(product.price).toBe(99)
      expect(product.originalPrice).toBe(165)
    })

    it("gives null prices when the product has no price in the region", () => {
      const product = mapProduct(seededProduct({ variants: [{ id: "v" }] }))
      expect(product.price).toBeNull()
      expect(product.originalPrice).toBeNull()
    })
  })

  describe("missing metadata", () => {
    const bare: StoreProductInput = { id: "prod_bare", handle: "s9", title: "Sandal Sticks" }

    it("falls back to safe, empty values", () => {
      const product = mapProduct(bare)
      expect(product).toMatchObject({
        id: "S9",
        name: "Sandal Sticks",
        category: "",
        brand: "",
        size: "",
        fragrance: "",
        inspiredBy: "",
        description: "",
        rating: 0,
        reviews: 0,
        launchOffer: "",
        alcoholFree: false,
        featured: false,
        notes: null,
        tags: [],
        price: null,
        variantId: null,
        image: PLACEHOLDER_PRODUCT_IMAGE,
      })
      expect(product).not.toHaveProperty("type")
      expect(product).not.toHaveProperty("collection")
      expect(product).not.toHaveProperty("realm")
    })

    it("treats a product without variants as not purchasable", () => {
      expect(mapProduct(bare).inStock).toBe(false)
    })

    it("uses the first image, then the placeholder, when there is no thumbnail", () => {
      expect(mapProduct({ ...bare, images: [{ url: "/static/s9.svg" }] }).image).toBe("/static/s9.svg")
      expect(mapProduct({ ...bare, thumbnail: "  ", images: [] }).image).toBe(PLACEHOLDER_PRODUCT_IMAGE)
    })

    it("uses the handle as name and created_at as date when those are missing", () => {
      const product = mapProduct({ ...bare, title: null, created_at: "2025-03-01T00:00:00.000Z" })
      expect(product.name).toBe("s9")
      expect(product.createdAt).toBe("2025-03-01T00:00:00.000Z")
    })

    it("derives the offer label from the prices when launchOffer is missing", () => {
      const product = mapProduct({
        ...bare,
        variants: [{ id: "v", calculated_price: { calculated_amount: 99, original_amount: 165 } }],
      })
      expect(product.launchOffer).toBe("40% OFF")
    })

    it("reads numbers and booleans stored as strings, and rejects nonsense", () => {
      const product = mapProduct({
        ...bare,
        metadata: { rating: "4.6", reviews: "31", featured: "true", alcoholFree: "false" },
      })
      expect(product).toMatchObject({ rating: 4.6, reviews: 31, featured: true, alcoholFree: false })

      const odd = mapProduct({ ...bare, metadata: { rating: "great", reviews: -3, brand: 42 } })
      expect(odd).toMatchObject({ rating: 0, reviews: 0, brand: "" })
      expect(mapProduct({ ...bare, metadata: { rating: 9 } }).rating).toBe(5)
    })

    it("accepts notes as comma-separated text", () => {
      const product = mapProduct({ ...bare, metadata: { notes: { top: "Bergamot, Lemon", base: ["Musk"] } } })
      expect(product.notes).toEqual({ top: ["Bergamot", "Lemon"], heart: [], base: ["Musk"] })
    })
  })

  describe("stock", () => {
    it("honours an explicit metadata flag", () => {
      expect(mapProduct(seededProduct({ metadata: { inStock: false } })).inStock).toBe(false)
    })

    it("reads inventory quantities when they were requested", () => {
      const soldOut = seededProduct({
        variants: [{ id: "v", inventory_quantity: 0, manage_inventory: true, allow_backorder: false }],
      })
      expect(mapProduct(soldOut).inStock).toBe(false)
      const available = seededProduct({ variants: [{ id: "v", inventory_quantity: 5, manage_inventory: true }] })
      expect(mapProduct(available).inStock).toBe(true)
    })
  })
})
