import { describe, expect, it } from "vitest"
import { makeProduct } from "../test/make-product"
import {
  activeFilterCount,
  applyListingState,
  matchesFilters,
  readListingState,
  writeListingState,
} from "./listing-state"
import { inPriceBand, parsePriceBand } from "./price-band"
import { sortProducts } from "./sort-products"

describe("parsePriceBand", () => {
  it("reads Under X as below X (exclusive)", () => {
    const band = parsePriceBand("Under ₹280")!
    expect(inPriceBand(279, band)).toBe(true)
    expect(inPriceBand(280, band)).toBe(false)
  })

  it("reads Above X as above X (exclusive)", () => {
    const band = parsePriceBand("Above ₹400")!
    expect(inPriceBand(400, band)).toBe(false)
    expect(inPriceBand(401, band)).toBe(true)
  })

  it("reads A - B as an inclusive range, with or without spaces, commas and rupee signs", () => {
    for (const label of ["₹280 - ₹320", "₹280-320", "280 – 320"]) {
      const band = parsePriceBand(label)!
      expect([279, 280, 300, 320, 321].map((p) => inPriceBand(p, band))).toEqual([false, true, true, true, false])
    }
    expect(parsePriceBand("₹1,500 - ₹2,500")).toMatchObject({ min: 1500, max: 2500 })
    expect(inPriceBand(3500.5, parsePriceBand("Above ₹3,500")!)).toBe(true)
  })

  it("rejects text it cannot read, and a product without price never matches", () => {
    expect(parsePriceBand("cheap")).toBeNull()
    expect(parsePriceBand("Under lots")).toBeNull()
    expect(parsePriceBand("400 - 300")).toBeNull()
    expect(inPriceBand(null, parsePriceBand("Under ₹280")!)).toBe(false)
  })
})

describe("sortProducts", () => {
  const a = makeProduct({ id: "A", price: 300, rating: 4.6, featured: false, createdAt: "2025-02-01" })
  const b = makeProduct({ id: "B", price: 250, rating: 4.9, featured: true, createdAt: "2025-01-01" })
  const c = makeProduct({ id: "C", price: null, rating: 4.5, featured: false, createdAt: "2025-03-01" })
  const d = makeProduct({ id: "D", price: 400, rating: 4.7, featured: true, createdAt: "not a date" })
  const list = [a, b, c, d]
  const ids = (p: { id: string }[]) => p.map((x) => x.id)

  it("Featured: featured first, catalogue order kept within groups", () => {
    expect(ids(sortProducts(list, "featured"))).toEqual(["B", "D", "A", "C"])
  })

  it("Price low to high and high to low, unpriced last", () => {
    expect(ids(sortProducts(list, "price-asc"))).toEqual(["B", "A", "D", "C"])
    expect(ids(sortProducts(list, "price-desc"))).toEqual(["D", "A", "B", "C"])
  })

  it("Highest Rated, by live stats when given", () => {
    expect(ids(sortProducts(list, "rating"))).toEqual(["B", "D", "A", "C"])
    const live: Record<string, number> = { A: 5, B: 1, C: 3, D: 2 }
    expect(ids(sortProducts(list, "rating", (p) => live[p.id]!))).toEqual(["A", "C", "D", "B"])
  })

  it("Newest by createdAt, undated last", () => {
    expect(ids(sortProducts(list, "newest"))).toEqual(["C", "A", "B", "D"])
  })

  it("does not change its input", () => {
    sortProducts(list, "price-asc")
    expect(ids(list)).toEqual(["A", "B", "C", "D"])
  })
})

describe("listing state in the URL", () => {
  it("reads filters and sort, ignoring unknown sorts", () => {
    const state = readListingState(new URLSearchParams("price=Under+%E2%82%B9280&fragrance=woody&sort=price-asc&x=1"))
    expect(state).toEqual({ filters: { price: "Under ₹280", fragrance: "woody" }, sort: "price-asc" })
    expect(readListingState(new URLSearchParams("sort=bogus")).sort).toBe("featured")
  })

  it("writes them back, keeping other parameters and dropping defaults", () => {
    const next = writeListingState(new URLSearchParams("realm=heritage&size=3gm"), {
      filters: { fragrance: "floral" },
      sort: "featured",
    })
    expect(next.toString()).toBe("realm=heritage&fragrance=floral")
  })

  it("counts active filters", () => {
    expect(activeFilterCount({ price: "Under ₹280", size: "10ml" })).toBe(2)
    expect(activeFilterCount({})).toBe(0)
  })

  it("filters by price band, brand, fragrance and size (case-insensitive), then sorts", () => {
    const list = [
      makeProduct({ id: "1", price: 279, fragrance: "Woody" }),
      makeProduct({ id: "2", price: 320, fragrance: "floral" }),
      makeProduct({ id: "3", price: 300, fragrance: "woody", brand: "Sugandh Noir" }),
    ]
    expect(matchesFilters(list[0]!, { fragrance: "woody" })).toBe(true)
    const shown = applyListingState(list, { filters: { price: "₹280 - ₹320" }, sort: "price-desc" })
    expect(shown.map((p) => p.id)).toEqual(["2", "3"])
    expect(applyListingState(list, { filters: { brand: "sugandh noir" }, sort: "featured" }).map((p) => p.id)).toEqual(["3"])
    expect(applyListingState(list, { filters: { size: "3gm" }, sort: "featured" })).toEqual([])
  })
})
