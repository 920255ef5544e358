import { normalizeQuery, TEXT_MATCH } from "@/lib/catalogue-search"
import type { SearchQuery } from "../api/product-search"
import type { Realm } from "../types"
import { filterOptionsFor } from "./filter-options"
import type { Filters, ListingState } from "./listing-state"
import { parsePriceBand, type PriceBand } from "./price-band"
import type { SortKey } from "./sort-products"

/** Cards per page of a listing; "Load more" asks for the next page. */
export const LISTING_PAGE_SIZE = 24

/**
 * The server-side order of each sort (requirements LST-07). Ties fall back to the
 * catalogue order (when a product was listed) and then the id, so pages never
 * overlap or skip a product.
 */
const ORDER: Record<SortKey, Record<string, "ASC" | "DESC">> = {
  featured: { featured: "DESC", listed_at: "ASC", id: "ASC" },
  "price-asc": { price: "ASC", listed_at: "ASC", id: "ASC" },
  "price-desc": { price: "DESC", listed_at: "ASC", id: "ASC" },
  rating: { rating: "DESC", listed_at: "ASC", id: "ASC" },
  newest: { created_at: "DESC", id: "ASC" },
}

// Prices are rupees with at most two decimals, so a thousandth of a rupee
// turns the inclusive/exclusive band edges of requirements LST-06 into the index' [from, to) ranges.
const EDGE = 0.001

/** A price band (requirements LST-06) as a filter on `price` ({ $gte/$gt, $lte/$lt }). */
export function priceFilter(band: PriceBand): Record<string, number> {
  const filter: Record<string, number> = {}
  if (Number.isFinite(band.min)) filter[band.minInclusive ? "$gte" : "$gt"] = band.min
  if (Number.isFinite(band.max)) filter[band.maxInclusive ? "$lte" : "$lt"] = band.max
  return filter
}

/** A price band as a range facet bucket, keyed by its label. */
export function priceRange(label: string, band: PriceBand): { key: string; from?: number; to?: number } {
  const range: { key: string; from?: number; to?: number } = { key: label }
  if (Number.isFinite(band.min)) range.from = band.minInclusive ? band.min : band.min + EDGE
  if (Number.isFinite(band.max)) range.to = band.maxInclusive ? band.max + EDGE : band.max
  return range
}

export type ListingScope = { category?: string; realm?: Realm; q?: string }

function scopeFilters(scope: ListingScope): Record<string, unknown> {
  const filters: Record<string, unknown> = {}
  if (scope.q) filters.q = normalizeQuery(scope.q)
  if (scope.category) filters.category_handle = scope.category
  if (scope.realm) filters.realm = scope.realm
  return filters
}

function chosenFilters(filters: Filters): Record<string, unknown> {
  const chosen: Record<string, unknown> = {}
  if (filters.brand) chosen.brand = filters.brand.trim()
  if (filters.fragrance) chosen.fragrance = filters.fragrance.trim().toLowerCase()
  if (filters.size) chosen.size = filters.size.trim().replace(/\s+/g, " ")
  const band = filters.price ? parsePriceBand(filters.price) : null
  // An unreadable band in a hand-edited URL is ignored rather than hiding everything.
  if (band) chosen.price = priceFilter(band)
  return chosen
}

/**
 * One page of a listing (or of /search): the scope, the shopper's filters, the
 * sort and, on the first page, the count and the facets of the filter groups
 * the shopper has not narrowed (see listingQueries for the others).
 */
export function listingQuery(scope: ListingScope, state: ListingState, page: number): SearchQuery {
  const filters = { ...scopeFilters(scope), ...chosenFilters(state.filters) }
  const open = page > 0 ? [] : panelFacets(scope).filter((facet) => !(facet.field in filters))
  return {
    filters,
    pagination: {
      skip: page * LISTING_PAGE_SIZE,
      take: LISTING_PAGE_SIZE,
      // A text search without a chosen sort ranks by relevance.
      order: scope.q && state.sort === "featured" ? { _score: "DESC", id: "ASC" } : ORDER[state.sort],
    },
    search_options: {
      // The full search matches as the header's suggestions do (every word, the last one as a
      // prefix), so it finds at least what they showed; a mistyped word is corrected through the
      // catalogue's vocabulary (searchCorrectionQueryOptions), never by trigram matching on products.
      ...(scope.q ? TEXT_MATCH : {}),
      // "Load more" pages only add cards: the count and the filter panel come from
      // the first page, so later pages skip the COUNT and facet queries.
      ...(page > 0 ? { count: "none" } : {}),
      ...(open.length ? { facets: open } : {}),
    },
  }
}

/**
 * Everything a listing page asks the index for, in one request: the page
 * itself and, on the first page, one facet-only query per filter group the
 * shopper narrowed, without that group's own filter. Facets are disjunctive,
 * so a group's counts ignore its own choice and the shopper can switch within
 * it. Medusa's `disjunctive_facets` does the same fan-out, but also computes the
 * narrowed groups on the page's query only to replace them: two of a filtered
 * listing's eight queries, each reading every matching document, for nothing.
 */
export function listingQueries(scope: ListingScope, state: ListingState, page: number): SearchQuery[] {
  const pageQuery = listingQuery(scope, state, page)
  if (page > 0) return [pageQuery]
  const filters = pageQuery.filters ?? {}
  const narrowed = panelFacets(scope).filter((facet) => facet.field in filters)
  return [
    pageQuery,
    ...narrowed.map((facet): SearchQuery => {
      const { [facet.field]: _own, ...others } = filters
      return {
        filters: others,
        pagination: { take: 0 },
        search_options: { ...(scope.q ? TEXT_MATCH : {}), count: "none", facets: [facet] },
      }
    }),
  ]
}

type PanelFacet = { field: string } & Record<string, unknown>

/** The filter panel's groups as facets: brand, fragrance, size and the category's price bands. */
function panelFacets(scope: ListingScope): PanelFacet[] {
  const bands = filterOptionsFor(scope.category ?? "").prices.flatMap((label) => {
    const band = parsePriceBand(label)
    return band ? [priceRange(label, band)] : []
  })
  return [
    { field: "brand", limit: 50, sort: "alpha" },
    { field: "fragrance", limit: 50 },
    { field: "size", limit: 50 },
    ...(bands.length ? [{ field: "price", type: "range", ranges: bands }] : []),
  ]
}
