import { describe, expect, it } from "vitest"
import { activeFilterCount, readListingState, writeListingState } from "./listing-state"
import { LISTING_PAGE_SIZE, listingQueries, listingQuery, priceFilter, priceRange } from "./listing-query"
import { inPriceBand, parsePriceBand } from "./price-band"
import { SORT_KEYS } from "./sort-products"

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
})

describe("listingQuery (what a listing page asks the search index)", () => {
  it("scopes to the category and realm, adds the chosen filters, and asks one page of 24", () => {
    const query = listingQuery(
      { category: "attars", realm: "heritage" },
      { filters: { brand: " Sugandh ", fragrance: "Woody", size: "20  sticks", price: "₹250 - ₹300" }, sort: "price-asc" },
      2
    )
    expect(query.filters).toEqual({
      category_handle: "attars",
      realm: "heritage",
      brand: "Sugandh",
      fragrance: "woody",
      size: "20 sticks",
      price: { $gte: 250, $lte: 300 },
    })
    expect(query.pagination).toEqual({ skip: 48, take: LISTING_PAGE_SIZE, order: { price: "ASC", listed_at: "ASC", id: "ASC" } })
  })

  it("maps each of the spec's sorts to a server order that ends in a unique key", () => {
    const orders = SORT_KEYS.map((sort) => listingQuery({ category: "perfumes" }, { filters: {}, sort }, 0).pagination!.order!)
    expect(orders[0]).toEqual({ featured: "DESC", listed_at: "ASC", id: "ASC" })
    expect(orders[2]).toMatchObject({ price: "DESC" })
    expect(orders[3]).toMatchObject({ rating: "DESC" })
    expect(orders[4]).toMatchObject({ created_at: "DESC" })
    for (const order of orders) expect(Object.keys(order).at(-1)).toBe("id")
  })

  it("ranks a text search by relevance unless a sort is chosen", () => {
    expect(listingQuery({ q: "oud" }, { filters: {}, sort: "featured" }, 0)).toMatchObject({
      filters: { q: "oud" },
      pagination: { order: { _score: "DESC", id: "ASC" } },
    })
    expect(listingQuery({ q: "oud" }, { filters: {}, sort: "newest" }, 0).pagination!.order).toMatchObject({ created_at: "DESC" })
  })

  it("turns the spec's price bands into exact filters and range facets", () => {
    expect(priceFilter(parsePriceBand("Under ₹280")!)).toEqual({ $lt: 280 })
    expect(priceFilter(parsePriceBand("Above ₹400")!)).toEqual({ $gt: 400 })
    // Range facets are [from, to): an inclusive upper edge and an exclusive lower one move by a thousandth of a rupee.
    expect(priceRange("₹280 - ₹320", parsePriceBand("₹280 - ₹320")!)).toEqual({ key: "₹280 - ₹320", from: 280, to: 320.001 })
    expect(priceRange("Above ₹400", parsePriceBand("Above ₹400")!)).toEqual({ key: "Above ₹400", from: 400.001 })
    const facets = listingQuery({ category: "perfumes" }, { filters: {}, sort: "featured" }, 0).search_options!.facets as any[]
    expect(facets.find((f) => f.field === "price").ranges.map((r: { key: string }) => r.key)).toEqual([
      "Under ₹280",
      "₹280 - ₹320",
      "₹320 - ₹400",
      "Above ₹400",
    ])
  })

  it("asks each narrowed filter group's facet without that group's own filter, and no facet twice", () => {
    const state = { filters: { fragrance: "woody", price: "₹280 - ₹320" }, sort: "price-asc" as const }
    const [page, ...narrowed] = listingQueries({ category: "perfumes" }, state, 0)
    // The page counts the groups the shopper has not narrowed.
    expect((page!.search_options!.facets as { field: string }[]).map((f) => f.field)).toEqual(["brand", "size"])
    expect(page!.search_options).not.toHaveProperty("disjunctive_facets")
    // One facet-only query per narrowed group, with every filter but its own.
    expect(narrowed).toEqual([
      {
        filters: { category_handle: "perfumes", price: { $gte: 280, $lte: 320 } },
        pagination: { take: 0 },
        search_options: { count: "none", facets: [{ field: "fragrance", limit: 50 }] },
      },
      {
        filters: { category_handle: "perfumes", fragrance: "woody" },
        pagination: { take: 0 },
        search_options: { count: "none", facets: [expect.objectContaining({ field: "price", type: "range" })] },
      },
    ])
    // A text search keeps its matching in the facet queries.
    const [, searchFacet] = listingQueries({ q: "oud" }, { filters: { brand: "Mitti" }, sort: "featured" }, 0)
    expect(searchFacet).toMatchObject({ filters: { q: "oud" }, search_options: { match_strategy: "last", facets: [{ field: "brand" }] } })
    // Nothing narrowed: one query with every facet.
    expect(listingQueries({ category: "perfumes" }, { filters: {}, sort: "featured" }, 0)).toHaveLength(1)
  })

  it("asks for facets and the count on the first page only; Load more pages skip both", () => {
    const state = { filters: { fragrance: "woody" }, sort: "price-asc" as const }
    const first = listingQuery({ category: "perfumes" }, state, 0)
    const third = listingQuery({ category: "perfumes" }, state, 2)
    expect(first.search_options).not.toHaveProperty("count")
    expect((first.search_options!.facets as unknown[]).length).toBe(3)
    expect(listingQueries({ category: "perfumes" }, state, 2)).toEqual([third])
    expect(third.search_options).toEqual({ count: "none" })
    expect(third.filters).toEqual(first.filters)
    expect(third.pagination).toEqual({ ...first.pagination, skip: 2 * LISTING_PAGE_SIZE })
  })

  it("ignores a price band it cannot read instead of hiding everything", () => {
    expect(listingQuery({ category: "perfumes" }, { filters: { price: "cheap" }, sort: "featured" }, 0).filters).toEqual({
      category_handle: "perfumes",
    })
  })
})
