import type { useListing } from "../api/catalogue-queries"
import { LoadMore } from "./load-more"
import { ProductGrid } from "./product-grid"

type Listing = Pick<
  ReturnType<typeof useListing>,
  "products" | "total" | "hasNextPage" | "isFetchingNextPage" | "isFetchNextPageError" | "fetchNextPage"
>

/** A listing's cards so far (a category or search results), with "Load more" for its next page. */
export function ListingResults({ listing, label }: { listing: Listing; label?: string }) {
  return (
    <>
      <ProductGrid products={listing.products} label={label} />
      <LoadMore
        shown={listing.products.length}
        total={listing.total}
        hasMore={Boolean(listing.hasNextPage)}
        loading={listing.isFetchingNextPage}
        failed={listing.isFetchNextPageError}
        onLoadMore={() => void listing.fetchNextPage()}
      />
    </>
  )
}
