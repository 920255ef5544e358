import { CATALOGUE, CATEGORIES } from "../catalogue"
import { launchOfferGroups } from "../price-lists"
import { offerLabel, originalPriceFor, sellingPrice } from "../pricing"

describe("launch-offer math", () => {
  it("rounds the selling price to the rupee", () => {
    expect(sellingPrice(399, 30)).toBe(279) // 279.3
    expect(sellingPrice(299, 20)).toBe(239) // 239.2
    expect(sellingPrice(165, 40)).toBe(99)
    expect(sellingPrice(348, 31)).toBe(240) // 240.12
    expect(sellingPrice(5, 50)).toBe(3) // 2.5 rounds half up
  })

  it("rejects nonsense input", () => {
    expect(() => sellingPrice(-1, 30)).toThrow()
    expect(() => sellingPrice(100, 100)).toThrow()
    expect(() => sellingPrice(Number.NaN, 30)).toThrow()
  })

  it("finds an original price ending in 9 when there is one", () => {
    expect(originalPriceFor(279, 30)).toBe(399)
    expect(originalPriceFor(419, 30)).toBe(599)
    expect(originalPriceFor(239, 20)).toBe(299)
    for (const selling of [99, 240, 315, 419]) {
      for (const offer of [20, 30, 31, 40]) {
        expect(sellingPrice(originalPriceFor(selling, offer), offer)).toBe(selling)
      }
    }
  })

  it("labels offers like the badge", () => {
    expect(offerLabel(31)).toBe("31% OFF")
  })
})

describe("catalogue prices", () => {
  it("every selling price follows from its original price and offer", () => {
    for (const entry of CATALOGUE) {
      expect({ id: entry.id, price: sellingPrice(entry.originalPrice, entry.offer) }).toEqual({
        id: entry.id,
        price: entry.price,
      })
      expect(entry.price).toBeLessThan(entry.originalPrice)
    }
  })

  const byCategory = (handle: string) => CATALOGUE.filter((e) => e.category === handle)
  const range = (handle: string) => {
    const prices = byCategory(handle).map((e) => e.price)
    return { count: prices.length, min: Math.min(...prices), max: Math.max(...prices) }
  }

  it("matches the spec's counts and price ranges per category", () => {
    expect(range("perfumes")).toEqual({ count: 10, min: 279, max: 419 })
    expect(range("attars")).toEqual({ count: 20, min: 240, max: 419 })
    expect(range("incense-sticks")).toEqual({ count: 17, min: 99, max: 315 })
    expect(range("room-fresheners")).toEqual({ count: 5, min: 239, max: 239 })
    expect(byCategory("room-fresheners").every((e) => e.originalPrice === 299)).toBe(true)
  })

  it("uses the spec's launch offers per category", () => {
    const offers = (handle: string) => [...new Set(byCategory(handle).map((e) => e.offer))].sort()
    expect(offers("perfumes")).toEqual([30])
    expect(offers("attars")).toEqual([30, 31])
    expect(offers("room-fresheners")).toEqual([20])
    expect(offers("incense-sticks")).toEqual([20, 40])
  })

  it("puts every product on exactly one launch-offer price list", () => {
    const groups = launchOfferGroups()
    const ids = groups.flatMap((g) => g.entries.map((e) => e.id))
    expect(ids.sort()).toEqual(CATALOGUE.map((e) => e.id).sort())
    expect(groups.map((g) => g.title)).toContain("Launch offer: Home Spray 20% OFF")
    expect(CATEGORIES.map((c) => c.handle).sort()).toEqual(["attars", "incense-sticks", "perfumes", "room-fresheners"])
  })
})
