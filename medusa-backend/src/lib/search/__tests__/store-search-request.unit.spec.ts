import { STORE_SEARCH_MAX_TAKE } from "@sugandh/contract"
import { storeSearchRequestRefusal } from "../store-search-request"

const TEXT_MATCH = { match_strategy: "last", typo_tolerance: false }

/** The bodies the storefront sends (lib/catalogue-search.ts, features/search and features/products). */
const STOREFRONT = {
  listingFirstPage: {
    queries: [
      {
        entity: "product",
        filters: {
          q: "musk amb",
          category_handle: "perfumes",
          brand: "Sugandh",
          fragrance: "woody",
          size: "50 ml",
          price: { $gte: 500, $lt: 1000 },
        },
        pagination: { skip: 0, take: 24, order: { _score: "DESC", id: "ASC" } },
        search_options: {
          ...TEXT_MATCH,
          facets: [
            { field: "brand", limit: 50, sort: "alpha" },
            { field: "fragrance", limit: 50 },
            { field: "size", limit: 50 },
            {
              field: "price",
              type: "range",
              ranges: [
                { key: "Under ₹500", to: 500 },
                { key: "₹500 - ₹999", from: 500, to: 999.001 },
              ],
            },
          ],
          disjunctive_facets: true,
        },
      },
    ],
  },
  listingLaterPage: {
    queries: [
      {
        entity: "product",
        filters: { realm: "heritage" },
        pagination: { skip: 48, take: 24, order: { price: "ASC", listed_at: "ASC", id: "ASC" } },
        search_options: { count: "none" },
      },
    ],
  },
  suggestion: {
    entity: "product-suggestion",
    fields: ["id", "spec_id", "handle", "title", "brand", "category_handle", "thumbnail", "price"],
    filters: { q: "saff" },
    pagination: { take: 5 },
    search_options: { ...TEXT_MATCH, count: "none" },
  },
  vocabulary: {
    entity: "product-term",
    fields: ["term"],
    filters: { q: "safron" },
    pagination: { take: 3 },
    search_options: { typo_tolerance: true, min_score: 0.4, count: "none" },
  },
  correctionCounts: {
    queries: ["saffron", "safari", "sandal"].map((term) => ({
      entity: "product",
      fields: ["id"],
      filters: { q: term },
      pagination: { take: 0 },
      search_options: TEXT_MATCH,
    })),
  },
  productPage: {
    queries: [
      {
        entity: "product",
        filters: { $or: [{ spec_id: "P1" }, { handle: "p1" }, { id: "P1" }, { former_handles: "p1" }] },
        pagination: { take: 2 },
      },
    ],
  },
  home: { queries: [{ entity: "product", filters: { spec_id: { $in: ["P1", "A3", "S1"] } }, pagination: { take: 3 } }] },
  categorySummaries: {
    queries: ["perfumes", "attars", "room-fresheners", "incense-sticks"].map((handle) => ({
      entity: "product",
      filters: { category_handle: handle },
      pagination: { take: 0 },
      search_options: { facets: [{ field: "price", type: "stats" }] },
    })),
  },
  realms: {
    queries: [
      {
        entity: "product",
        filters: { category_handle: "attars" },
        pagination: { take: 0 },
        search_options: { facets: [{ field: "realm" }] },
      },
    ],
  },
  "sitemap's freshness": {
    queries: [
      { entity: "product", pagination: { take: 1, order: { updated_at: "DESC" } } },
      { entity: "product", filters: { category_handle: "attars" }, pagination: { take: 1, order: { updated_at: "DESC" } } },
    ],
  },
}

describe("POST /store/search: the storefront's shapes only", () => {
  it.each(Object.entries(STOREFRONT))("accepts the storefront's %s", (_name, body) => {
    expect(storeSearchRequestRefusal(body)).toBeNull()
  })

  it("leaves an index we do not open to Medusa's 404", () => {
    expect(storeSearchRequestRefusal({ entity: "review", filters: {} })).toBeNull()
  })

  it("refuses walking the catalogue by id: no index serves it (the sitemap reads Medusa's product table)", () => {
    const walk = {
      entity: "product",
      fields: ["spec_id", "updated_at"],
      filters: { id: { $gt: "prod_01" } },
      pagination: { take: STORE_SEARCH_MAX_TAKE, order: { id: "ASC" } },
      search_options: { count: "none" },
    }
    expect(storeSearchRequestRefusal(walk)?.errors[0]?.path).toBe("filters.id")
    expect(storeSearchRequestRefusal({ ...walk, filters: { id: "prod_01" } })).toBeNull()
  })

  it.each([
    ["a 201-character q", { entity: "product", filters: { q: "o".repeat(201) } }, "filters.q"],
    ["six queries in one batch", { queries: Array(6).fill({ entity: "product", pagination: { take: 0 } }) }, "queries"],
    [
      "typo tolerance over every product",
      { entity: "product", filters: { q: "sandalwod" }, search_options: { typo_tolerance: true } },
      "search_options.typo_tolerance",
    ],
    ["a $like filter", { entity: "product", filters: { brand: { $like: "%a%" } } }, "filters.brand"],
    ["a $prefix filter", { entity: "product", filters: { handle: { $prefix: "p" } } }, "filters.handle"],
    ["a nested $and", { entity: "product", filters: { $and: [{ brand: "x" }] } }, "filters"],
    ["a filter on the status Medusa sets", { entity: "product", filters: { status: "draft" } }, "filters"],
    ["a deep offset", { entity: "product", pagination: { skip: 2401, take: 24 } }, "pagination.skip"],
    ["a facet on a text field", { entity: "product", search_options: { facets: [{ field: "title" }] } }, "search_options.facets.0"],
    ["min_score on products", { entity: "product", filters: { q: "oud" }, search_options: { min_score: 0 } }, "search_options"],
    [
      "a low vocabulary score",
      { entity: "product-term", filters: { q: "oud" }, search_options: { typo_tolerance: true, min_score: 0.01 } },
      "search_options.min_score",
    ],
    [
      "typo tolerance over every suggestion",
      { entity: "product-suggestion", filters: { q: "safron" }, search_options: { typo_tolerance: true } },
      "search_options.typo_tolerance",
    ],
    ["a filter on suggestions", { entity: "product-suggestion", filters: { brand: "Sugandh" } }, "filters"],
    ["a sorted suggestion page", { entity: "product-suggestion", pagination: { take: 5, order: { price: "ASC" } } }, "pagination"],
    ["more than 10 suggestions", { entity: "product-suggestion", pagination: { take: 11 } }, "pagination.take"],
    ["a deep vocabulary page", { entity: "product-term", filters: { q: "oud" }, pagination: { skip: 10 } }, "pagination.skip"],
    [
      "a typo query inside a batch",
      { queries: [{ entity: "product", filters: { q: "x" }, search_options: { typo_tolerance: true } }] },
      "queries.0.search_options.typo_tolerance",
    ],
  ])("refuses %s", (_name, body, path) => {
    const refused = storeSearchRequestRefusal(body)
    expect(refused?.message).toMatch(/^Unsupported search request/)
    expect(refused?.errors[0]?.path.startsWith(path)).toBe(true)
  })
})
