import { SORT_KEYS, type SortKey } from "./sort-products"

/**
 * A listing's filters and sort, kept in the URL query (?price=&brand=&fragrance=&size=&sort=)
 * so a filtered view can be shared and survives a reload. Single choice per group (radio).
 */
const FILTER_KEYS = ["price", "brand", "fragrance", "size"] as const
export type FilterKey = (typeof FILTER_KEYS)[number]
export type Filters = Partial<Record<FilterKey, string>>
export type ListingState = { filters: Filters; sort: SortKey }

export function readListingState(params: URLSearchParams): ListingState {
  const filters: Filters = {}
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim()
    if (value) filters[key] = value
  }
  const sort = params.get("sort")
  return { filters, sort: (SORT_KEYS as readonly string[]).includes(sort ?? "") ? (sort as SortKey) : "featured" }
}

/** Writes the state back, keeping unrelated parameters (?realm= on /attars). */
export function writeListingState(params: URLSearchParams, state: ListingState): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const key of FILTER_KEYS) {
    const value = state.filters[key]
    if (value) next.set(key, value)
    else next.delete(key)
  }
  if (state.sort === "featured") next.delete("sort")
  else next.set("sort", state.sort)
  return next
}

export function activeFilterCount(filters: Filters): number {
  return FILTER_KEYS.filter((key) => filters[key]).length
}
