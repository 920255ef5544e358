import { useCallback, useId, useMemo, useState } from "react"
import { useSearchParams } from "react-router-dom"
import { productsInCategory, useDeferredCatalogue } from "../api/get-catalogue"
import { useCardRatings } from "../api/get-card-ratings"
import type { Product, Realm } from "../types"
import { filterOptionsFor } from "../utils/filter-options"
import {
  activeFilterCount,
  matchesFilters,
  readListingState,
  writeListingState,
  type FilterKey,
} from "../utils/listing-state"
import { sortProducts, type SortKey } from "../utils/sort-products"
import { CatalogueError } from "./catalogue-error"
import { FilterDrawer } from "./filter-drawer"
import { FilterPanel } from "./filter-panel"
import { ProductGrid } from "./product-grid"
import { ProductGridSkeleton } from "./product-grid-skeleton"
import { SortSelect } from "./sort-select"
import "@/styles/listing.css"

type Props = { category: string; realm?: Realm }

/** Filters, sort, count and grid of a category page; state lives in the URL query. */
export function CategoryListing({ category, realm }: Props) {
  const catalogue = useDeferredCatalogue()
  const [params, setParams] = useSearchParams()
  const state = readListingState(params)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const id = useId()

  const inCategory = useMemo(() => {
    const list = productsInCategory(catalogue.data ?? [], category)
    return realm ? list.filter((p) => p.realm === realm) : list
  }, [catalogue.data, category, realm])

  const filtered = useMemo(
    () => inCategory.filter((p) => matchesFilters(p, state.filters)),
    [inCategory, params.toString()] // the filters are read from the query string
  )

  // One batched stats call for the cards shown (the spec's card ratings).
  const ratings = useCardRatings(filtered.map((p) => p.id)).data
  const ratingOf = useCallback(
    (p: Product) => {
      const live = ratings?.[p.id]
      return live && live.totalReviews > 0 ? live.averageRating : p.rating
    },
    [ratings]
  )
  const shown = useMemo(() => sortProducts(filtered, state.sort, ratingOf), [filtered, state.sort, ratingOf])

  const options = useMemo(() => {
    const brands = [...new Set(inCategory.map((p) => p.brand).filter(Boolean))].sort()
    return { ...filterOptionsFor(category), brands }
  }, [inCategory, category])

  const update = (next: typeof state) => setParams(writeListingState(params, next), { replace: true })
  const setFilter = (key: FilterKey, value: string | undefined) =>
    update({ ...state, filters: { ...state.filters, [key]: value } })
  const setSort = (sort: SortKey) => update({ ...state, sort })
  const clear = () => update({ filters: {}, sort: state.sort })
  const closeDrawer = useCallback(() => setDrawerOpen(false), [])

  if (catalogue.isError) return <CatalogueError onRetry={() => void catalogue.refetch()} retrying={catalogue.isRefetching} />

  const count = activeFilterCount(state.filters)

  return (
    <div className="listing">
      <FilterDrawer open={drawerOpen} onClose={closeDrawer} activeCount={count}>
        <FilterPanel options={options} filters={state.filters} onChange={setFilter} onClear={clear} idPrefix={id} />
      </FilterDrawer>
      <section className="listing__main" aria-label="Products">
        <div className="listing__toolbar">
          <button
            type="button"
            className="button button--ghost listing__filter-button"
            onClick={() => setDrawerOpen(true)}
            aria-expanded={drawerOpen}
            aria-controls="listing-filters"
          >
            Filters{count > 0 && <span className="listing__filter-count">{count}</span>}
            {count > 0 && <span className="visually-hidden"> active</span>}
          </button>
          {/* A heading, so the cards' h3 names sit under an h2 (document outline). */}
          <h2 className="listing__count" aria-live="polite">
            {catalogue.isPending ? "Loading products…" : `${shown.length} ${shown.length === 1 ? "product" : "products"}`}
          </h2>
          <SortSelect id={`${id}-sort`} value={state.sort} onChange={setSort} />
        </div>
        {catalogue.isPending ? (
          <ProductGridSkeleton />
        ) : shown.length === 0 ? (
          <div className="notice listing__empty">
            <p>No products found matching your filters.</p>
            <button type="button" className="button button--primary" onClick={clear}>
              Clear Filters
            </button>
          </div>
        ) : (
          <ProductGrid products={shown} ratings={ratings} />
        )}
      </section>
    </div>
  )
}
