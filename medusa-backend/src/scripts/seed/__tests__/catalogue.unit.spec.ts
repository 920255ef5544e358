import { CATALOGUE, FRAGRANCES } from "../catalogue"
import { handleFor, toDescription, toMetadata, toProductInput } from "../product-mapper"

const FILTER_FRAGRANCES: Record<string, string[]> = {
  perfumes: ["woody", "floral", "fresh", "oriental"],
  attars: ["floral", "woody", "spicy", "oriental", "earthy", "herbal", "fresh"],
  "room-fresheners": ["floral", "woody", "oriental"],
  "incense-sticks": ["woody", "oud", "mixed", "herbal"],
}
const SIZES: Record<string, string[]> = {
  perfumes: ["10ml"],
  attars: ["3gm"],
  "room-fresheners": ["100ml"],
  "incense-sticks": ["20 sticks", "30 sticks", "50 sticks", "60 sticks"],
}

describe("catalogue data", () => {
  it("has the spec ids P1-P10, A1-A20, RF1-RF5, S1-S17, unique names", () => {
    const ids = CATALOGUE.map((e) => e.id)
    const expected = [
      ...Array.from({ length: 10 }, (_, i) => `P${i + 1}`),
      ...Array.from({ length: 20 }, (_, i) => `A${i + 1}`),
      ...Array.from({ length: 5 }, (_, i) => `RF${i + 1}`),
      ...Array.from({ length: 17 }, (_, i) => `S${i + 1}`),
    ]
    expect(ids).toEqual(expected)
    expect(new Set(CATALOGUE.map((e) => e.name.toLowerCase())).size).toBe(52)
  })

  it("uses the filter values of each category for fragrance and size", () => {
    for (const entry of CATALOGUE) {
      expect(FRAGRANCES).toContain(entry.fragrance)
      expect(FILTER_FRAGRANCES[entry.category]).toContain(entry.fragrance)
      expect(SIZES[entry.category]).toContain(entry.size)
      expect(entry.rating).toBeGreaterThanOrEqual(4.5)
      expect(entry.rating).toBeLessThanOrEqual(4.9)
      expect(entry.createdAt.startsWith("2025-")).toBe(true)
      expect(Number.isNaN(Date.parse(entry.createdAt))).toBe(false)
    }
  })

  it("splits attars into 10 heritage (A1-A10) and 10 celestial (A11-A20)", () => {
    const attars = CATALOGUE.filter((e) => e.category === "attars")
    expect(attars.slice(0, 10).every((e) => e.realm === "heritage")).toBe(true)
    expect(attars.slice(10).every((e) => e.realm === "celestial")).toBe(true)
    expect(CATALOGUE.filter((e) => e.category !== "attars").some((e) => e.realm)).toBe(false)
  })

  it("features the best sellers and marks some sticks as Natural Agarbatti", () => {
    for (const id of ["P1", "A12", "RF1", "S1"]) {
      expect(CATALOGUE.find((e) => e.id === id)?.featured).toBe(true)
    }
    expect(CATALOGUE.filter((e) => e.type === "Natural Agarbatti").length).toBeGreaterThan(2)
  })

  it('phrases every inspiration as "Inspired by ..."', () => {
    for (const entry of CATALOGUE) expect(entry.inspiredBy).toMatch(/^Inspired by \S/)
  })
})

describe("product mapper", () => {
  const p1 = CATALOGUE.find((e) => e.id === "P1")!
  const a12 = CATALOGUE.find((e) => e.id === "A12")!

  it("builds the agreed Medusa product input", () => {
    const input = toProductInput(p1, {
      categoryId: "pcat_1",
      salesChannelId: "sc_1",
      shippingProfileId: "sp_1",
      imageUrl: "/static/1-p1.svg",
    })
    expect(input).toEqual(
      expect.objectContaining({
        title: "Velvet Oud",
        handle: "p1",
        external_id: "P1",
        status: "published",
        category_ids: ["pcat_1"],
        sales_channels: [{ id: "sc_1" }],
        shipping_profile_id: "sp_1",
        thumbnail: "/static/1-p1.svg",
        images: [{ url: "/static/1-p1.svg" }],
        options: [{ title: "Size", values: ["10ml"] }],
      })
    )
    expect(input.variants).toEqual([
      expect.objectContaining({
        title: "10ml",
        sku: "P1",
        options: { Size: "10ml" },
        manage_inventory: true,
        prices: [{ amount: 427, currency_code: "inr" }],
      }),
    ])
  })

  it("writes the metadata keys of the contract", () => {
    expect(Object.keys(toMetadata(p1)).sort()).toEqual(
      [
        "alcoholFree",
        "brand",
        "collection",
        "createdAt",
        "featured",
        "fragrance",
        "inspiredBy",
        "launchOffer",
        "notes",
        "rating",
        "reviews",
        "size",
        "tags",
      ].sort()
    )
    expect(toMetadata(a12)).toEqual(expect.objectContaining({ realm: "celestial", launchOffer: "31% OFF" }))
    expect(toMetadata(CATALOGUE.find((e) => e.id === "S4")!).type).toBe("Natural Agarbatti")
  })

  it("puts the notes in the description and lower-cases handles", () => {
    expect(toDescription(p1)).toMatch(/Top notes: saffron, pink pepper\. Heart notes: .+\. Base notes: .+\.$/)
    expect(handleFor("RF1")).toBe("rf1")
  })
})
