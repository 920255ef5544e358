import { ProductSuggestionDocumentSchema } from "@sugandh/contract"
import { toProductSearchDocument, type ProductGraphRow } from "../product-document"
import { toProductSuggestionDocument } from "../suggestion-document"

/** A product as the seed writes it and query.graph reads it with INR prices. */
const seeded = (overrides: Partial<ProductGraphRow> = {}): ProductGraphRow => ({
  id: "prod_01ABC",
  handle: "p1",
  external_id: "P1",
  title: "Oud Royale",
  description: "A warm, woody perfume.",
  thumbnail: "/static/p1.svg",
  status: "published",
  created_at: "2025-01-02T00:00:00.000Z",
  updated_at: "2025-03-04T00:00:00.000Z",
  categories: [{ handle: "perfumes", name: "Perfumes" }],
  sales_channels: [{ id: "sc_1" }],
  variants: [{ id: "variant_1", manage_inventory: true, calculated_price: { calculated_amount: 279, original_amount: 399 } }],
  metadata: {
    brand: "Sugandh",
    size: "10ml",
    fragrance: "Woody",
    inspiredBy: "Oud Wood",
    alcoholFree: true,
    rating: 4.8,
    reviews: 126,
    featured: true,
    createdAt: "2024-12-01T00:00:00.000Z",
    notes: { top: ["Saffron"], heart: "Rose, Oud", base: ["Amber"] },
    collection: "Royal",
    tags: ["bestseller"],
  },
  ...overrides,
})

describe("toProductSearchDocument", () => {
  it("holds what cards, filters, sorts and the product page need", () => {
    expect(toProductSearchDocument(seeded(), { availability: { variant_1: 12 } })).toEqual({
      id: "prod_01ABC",
      spec_id: "P1",
      handle: "p1",
      former_handles: [],
      title: "Oud Royale",
      description: "A warm, woody perfume.",
      brand: "Sugandh",
      fragrance: "woody",
      size: "10ml",
      inspired_by: "Oud Wood",
      notes: { top: ["Saffron"], heart: ["Rose", "Oud"], base: ["Amber"] },
      category_handle: "perfumes",
      category_name: "Perfumes",
      realm: null,
      type: null,
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
      listed_at: "2025-01-02T00:00:00.000Z",
      updated_at: "2025-03-04T00:00:00.000Z",
      thumbnail: "/static/p1.svg",
      variant_id: "variant_1",
      status: "published",
      published: true,
      sales_channel_ids: ["sc_1"],
    })
  })

  it("carries the handles the product had before, so old links still find it", () => {
    expect(toProductSearchDocument(seeded(), { formerHandles: ["oud-royale", "royal-oud"] })).toMatchObject({
      handle: "p1",
      former_handles: ["oud-royale", "royal-oud"],
    })
  })

  it("takes the rating from live reviews once there are any, the catalogue's before", () => {
    expect(toProductSearchDocument(seeded(), { reviews: { count: 3, average: 3.7 } })).toMatchObject({ rating: 3.7, review_count: 3 })
    expect(toProductSearchDocument(seeded(), { reviews: { count: 0, average: 0 } })).toMatchObject({ rating: 4.8, review_count: 126 })
  })

  it("is out of stock when no tracked unit is left, or when the operator says so", () => {
    expect(toProductSearchDocument(seeded(), { availability: { variant_1: 0 } }).in_stock).toBe(false)
    expect(toProductSearchDocument(seeded(), { availability: { variant_1: 1 } }).in_stock).toBe(true)
    const untracked = seeded({ variants: [{ id: "v", manage_inventory: false, calculated_price: { calculated_amount: 100 } }] })
    expect(toProductSearchDocument(untracked, { availability: {} }).in_stock).toBe(true)
    expect(toProductSearchDocument(seeded({ metadata: { inStock: "false" } }), { availability: { variant_1: 5 } }).in_stock).toBe(false)
  })

  it("prices from the cheapest variant, never shows an original below the price, and names the offer", () => {
    const row = seeded({
      metadata: {},
      variants: [
        { id: "a", calculated_price: { calculated_amount: 499, original_amount: 499 } },
        { id: "b", calculated_price: { calculated_amount: { value: "249" }, original_amount: 199 } },
      ],
    })
    expect(toProductSearchDocument(row)).toMatchObject({ price: 249, original_price: 249, variant_id: "b", launch_offer: "" })
    const sale = seeded({ metadata: {}, variants: [{ id: "c", calculated_price: { calculated_amount: 300, original_amount: 400 } }] })
    expect(toProductSearchDocument(sale).launch_offer).toBe("25% OFF")
    expect(toProductSearchDocument(seeded({ variants: [] })).price).toBeNull()
  })

  it("falls back sensibly for an operator's bare product", () => {
    const bare = toProductSearchDocument({ id: "prod_9", handle: "rf9", title: null, metadata: { rating: "great", realm: "Heritage" } })
    expect(bare).toMatchObject({
      spec_id: "RF9",
      title: "rf9",
      rating: 0,
      review_count: 0,
      realm: "heritage",
      thumbnail: "",
      // No status read: not published, so /store/search never finds it.
      published: false,
      sales_channel_ids: [],
    })
  })
})

describe("toProductSuggestionDocument", () => {
  it("holds the contract's suggestion fields with the product document's values, and nothing a suggestion neither shows nor matches", () => {
    const doc = toProductSuggestionDocument(seeded())
    expect(doc).toEqual({
      id: "prod_01ABC",
      spec_id: "P1",
      handle: "p1",
      title: "Oud Royale",
      brand: "Sugandh",
      fragrance: "woody",
      category_handle: "perfumes",
      category_name: "Perfumes",
      inspired_by: "Oud Wood",
      thumbnail: "/static/p1.svg",
      price: 279,
      status: "published",
      published: true,
      sales_channel_ids: ["sc_1"],
    })
    expect(ProductSuggestionDocumentSchema.strict().parse(doc)).toEqual(doc)
  })
})
