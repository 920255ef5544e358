import { useMemo } from "react"
import { Link, useSearchParams } from "react-router-dom"
import {
  CatalogueError,
  ProductGrid,
  ProductGridSkeleton,
  useCardRatings,
  useCatalogue,
} from "@/features/products"
import { fullSearch } from "@/features/search"
import { usePageMeta } from "../layout/use-page-meta"

/** /search?q=: the full-search grid; without q, "No search query provided". */
export function SearchPage() {
  const [params] = useSearchParams()
  const query = (params.get("q") ?? "").trim()
  usePageMeta(query ? `Search: ${query}` : "Search", "Search our perfumes, attars, incense sticks and home sprays.")
  const catalogue = useCatalogue()
  const results = useMemo(() => fullSearch(catalogue.data ?? [], query), [catalogue.data, query])
  const ratings = useCardRatings(results.map((p) => p.id)).data

  if (!query) {
    return (
      <section className="page page--narrow notice-page" aria-labelledby="search-title">
        <h1 id="search-title" className="page__title">
          Search
        </h1>
        <p className="notice-page__text">No search query provided</p>
        <Link className="button button--primary" to="/">
          Back to Home
        </Link>
      </section>
    )
  }

  return (
    <div className="page">
      <header className="category-hero category-hero--compact">
        <h1 className="category-hero__title">Search Results</h1>
        <p className="category-hero__text">
          {catalogue.isPending
            ? "Searching…"
            : `${results.length} ${results.length === 1 ? "product" : "products"} for “${query}”`}
        </p>
      </header>
      {catalogue.isError ? (
        <CatalogueError onRetry={() => void catalogue.refetch()} retrying={catalogue.isRefetching} />
      ) : catalogue.isPending ? (
        <ProductGridSkeleton />
      ) : results.length === 0 ? (
        <div className="notice">
          <p>No products match “{query}”.</p>
          <Link className="button button--primary" to="/categories">
            Browse all categories
          </Link>
        </div>
      ) : (
        <ProductGrid products={results} ratings={ratings} label="Search results" />
      )}
    </div>
  )
}
