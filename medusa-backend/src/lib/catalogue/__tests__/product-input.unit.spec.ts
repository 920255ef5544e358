import { launchOfferLabel, nextCatalogueId, pricesOf, toProductMetadata, type AdminProductFields } from "../product-input"

const fields: AdminProductFields = {
  name: "Rose Dew",
  brand: "Sugandh",
  description: "Soft rose.",
  price: 279,
  originalPrice: 399,
  category: "perfumes",
  fragrance: "floral",
  size: "12ml",
  stockQuantity: 5,
  featured: true,
  tags: ["rose"],
}

describe("admin product input", () => {
  it("allocates the next spec id of the category, ignoring other prefixes", () => {
    expect(nextCatalogueId("perfumes", ["P1", "P10", "p3", "RF4", "PX", null])).toBe("P11")
    expect(nextCatalogueId("room-fresheners", ["RF1", "RF5", "P9"])).toBe("RF6")
    expect(nextCatalogueId("attars", [])).toBe("A1")
    expect(nextCatalogueId("incense-sticks", ["S2"])).toBe("S3")
  })

  it("prices: list = original, sale only when lower", () => {
    expect(pricesOf({ price: 279, originalPrice: 399 })).toEqual({ list: 399, sale: 279 })
    expect(pricesOf({ price: 279 })).toEqual({ list: 279, sale: null })
    expect(pricesOf({ price: 279, originalPrice: 279 })).toEqual({ list: 279, sale: null })
  })

  it("labels the offer like the seed does", () => {
    expect(launchOfferLabel(399, 279)).toBe("30% OFF")
    expect(launchOfferLabel(399, null)).toBeNull()
    expect(launchOfferLabel(0, 0)).toBeNull()
  })

  it("writes the seed's metadata keys", () => {
    const metadata = toProductMetadata(fields, new Date("2026-01-02T03:04:05Z"))
    expect(metadata).toEqual({
      brand: "Sugandh",
      size: "12ml",
      fragrance: "floral",
      inspiredBy: "",
      alcoholFree: true,
      launchOffer: "30% OFF",
      rating: 0,
      reviews: 0,
      featured: true,
      createdAt: "2026-01-02T03:04:05.000Z",
      tags: ["rose"],
      createdBy: "admin",
    })
    expect(toProductMetadata({ ...fields, originalPrice: undefined, tags: [] }, new Date(0))).not.toHaveProperty("launchOffer")
  })
})
