import { useCallback, useId, useMemo, useState } from "react"
import { useListing } from "../api/catalogue-queries"
import type { Realm } from "../types"
import { filterOptionsFor } from "../utils/filter-options"
import { useListingUrlState } from "../hooks/use-listing-url-state"
import { activeFilterCount, type FilterKey } from "../utils/listing-state"
import { SORT_KEYS, SORT_LABELS, type SortKey } from "../utils/sort-products"
import { CatalogueError } from "./catalogue-error"
import { FilterDrawer } from "./filter-drawer"
import { FilterPanel, type FacetCounts } from "./filter-panel"
import { ListingResults } from "./listing-results"
import { ProductGridSkeleton } from "./product-grid-skeleton"
import { Notice } from "@/components/notice"
import { SpreadRow } from "@/components/spread-row"
import { SortSelect } from "@/components/sort-select"
import { Button } from "@/components/ui/button"
import styles from "./category-listing.module.css"

const SORT_OPTIONS = SORT_KEYS.map((key) => ({ value: key, label: SORT_LABELS[key] }))

type Props = { category: string; realm?: Realm }

const countsOf = (values: { value: string; count: number }[] | undefined) =>
  Object.fromEntries((values ?? []).map((v) => [v.value.toLowerCase(), v.count]))

/**
 * Filters, sort, count and grid of a category page. The state lives in the URL
 * query; the server filters, sorts, counts (facets) and sends one page at a time.
 */
export function CategoryListing({ category, realm }: Props) {
  const { applied, shown: state, update } = useListingUrlState()
  const listing = useListing({ category, realm }, applied)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const id = useId()

  const facets = listing.facets
  const options = useMemo(() => {
    const brands = (facets?.brand ?? []).map((v) => v.value)
    // A chosen brand stays in the list even when other filters leave none of it.
    if (state.filters.brand && !brands.some((b) => b.toLowerCase() === state.filters.brand!.toLowerCase())) {
      brands.push(state.filters.brand)
    }
    return { ...filterOptionsFor(category), brands: brands.sort((a, b) => a.localeCompare(b)) }
  }, [facets, category, state.filters.brand])
  const counts: FacetCounts | undefined = facets && {
    brand: countsOf(facets.brand),
    fragrance: countsOf(facets.fragrance),
    size: countsOf(facets.size),
    price: countsOf(facets.price.map((r) => ({ value: r.key, count: r.count }))),
  }

  const setFilter = (key: FilterKey, value: string | undefined) =>
    update((latest) => ({ ...latest, filters: { ...latest.filters, [key]: value } }))
  const setSort = (sort: SortKey) => update((latest) => ({ ...latest, sort }))
  const clear = () => update((latest) => ({ filters: {}, sort: latest.sort }))
  const closeDrawer = useCallback(() => setDrawerOpen(false), [])

  if (listing.isError && !listing.data) {
    return <CatalogueError onRetry={() => void listing.refetch()} retrying={listing.isRefetching} />
  }

  const count = activeFilterCount(state.filters)
  const total = listing.total

  return (
    <div className={styles.listing}>
      <FilterDrawer open={drawerOpen} onClose={closeDrawer} activeCount={count}>
        <FilterPanel options={options} counts={counts} filters={state.filters} onChange={setFilter} onClear={clear} idPrefix={id} />
      </FilterDrawer>
      {/* Busy while the previous filter's cards stay on screen until the new first page arrives. */}
      <section aria-label="Products" aria-busy={listing.isPlaceholderData || listing.isPending}>
        <SpreadRow className={styles.toolbar}>
          <Button
            variant="ghost"
            className={styles.filterButton}
            onClick={() => setDrawerOpen(true)}
            aria-expanded={drawerOpen}
            aria-controls="listing-filters"
          >
            Filters{count > 0 && <span className={styles.filterCount}>{count}</span>}
            {count > 0 && <span className="visually-hidden"> active</span>}
          </Button>
          {/* A heading, so the cards' h3 names sit under an h2 (document outline). */}
          <h2 className={styles.count} aria-live="polite">
            {listing.isPending ? "Loading products…" : `${total} ${total === 1 ? "product" : "products"}`}
          </h2>
          <SortSelect id={`${id}-sort`} label="Sort by" value={state.sort} options={SORT_OPTIONS} onChange={setSort} />
        </SpreadRow>
        {listing.isPending ? (
          <ProductGridSkeleton />
        ) : listing.products.length === 0 ? (
          <Notice className={styles.empty}>
            <p>No products found matching your filters.</p>
            <Button onClick={clear}>Clear Filters</Button>
          </Notice>
        ) : (
          <ListingResults listing={listing} />
        )}
      </section>
    </div>
  )
}
