import { useCategoryProducts, CategoryNotFoundError } from "../api/get-category-products"
import { ProductGrid } from "./product-grid"
import { ProductGridSkeleton } from "./product-grid-skeleton"

/** The listing part of a category page: count and grid, with loading, error and empty states. */
export function CategoryProducts({ handle }: { handle: string }) {
  const { data, error, isPending, isError, refetch, isRefetching } = useCategoryProducts(handle)

  if (isPending) {
    return <ProductGridSkeleton />
  }

  if (isError) {
    const missing = error instanceof CategoryNotFoundError
    return (
      <div className="notice notice--error" role="alert">
        <h2 className="notice__title">
          {missing ? "This category is not available" : "We couldn't load these products"}
        </h2>
        <p className="notice__text">
          {missing
            ? "Please choose another category."
            : "Please check your connection and try again."}
        </p>
        {!missing && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => void refetch()}
            disabled={isRefetching}
          >
            {isRefetching ? "Retrying…" : "Try again"}
          </button>
        )}
      </div>
    )
  }

  return (
    <section aria-labelledby="product-count">
      <p id="product-count" className="listing__count" aria-live="polite">
        {data.length} {data.length === 1 ? "product" : "products"}
      </p>
      {data.length === 0 ? (
        <p className="notice">No products in this category yet.</p>
      ) : (
        <ProductGrid products={data} />
      )}
    </section>
  )
}
