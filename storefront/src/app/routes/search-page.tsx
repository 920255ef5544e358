import { Link, useSearchParams } from "react-router"
import { CatalogueError, ListingResults, ProductGridSkeleton, useListing } from "@/features/products"
import { Notice } from "@/components/notice"
import { NoticePage, NoticePageText } from "@/components/notice-page"
import { PageHero } from "@/components/page-hero"
import { buttonClass } from "@/components/ui/button"
import { usePageMeta } from "../layout/use-page-meta"

// Relevance first; the shopper sorts listings, not search results.
export const SEARCH_STATE = { filters: {}, sort: "featured" as const }

export const searchTitle = (query: string) => (query ? `Search: ${query}` : "Search")
export const SEARCH_DESCRIPTION = "Search our perfumes, attars, incense sticks and home sprays."

/** /search?q=: the server's full-text results, a page at a time; without q, "No search query provided". */
export function SearchPage() {
  const [params] = useSearchParams()
  const query = (params.get("q") ?? "").trim()
  usePageMeta(searchTitle(query), SEARCH_DESCRIPTION)
  const results = useListing({ q: query }, SEARCH_STATE, { enabled: query.length > 0 })

  if (!query) {
    return (
      <NoticePage labelledBy="search-title">
        <h1 id="search-title" className="page__title">
          Search
        </h1>
        <NoticePageText>No search query provided</NoticePageText>
        <Link className={buttonClass()} to="/">
          Back to Home
        </Link>
      </NoticePage>
    )
  }

  const total = results.total
  return (
    <div className="page">
      <PageHero
        compact
        title="Search Results"
        text={results.isPending ? "Searching…" : `${total} ${total === 1 ? "product" : "products"} for “${query}”`}
      />
      {results.isError && !results.data ? (
        <CatalogueError onRetry={() => void results.refetch()} retrying={results.isRefetching} />
      ) : results.isPending ? (
        <ProductGridSkeleton />
      ) : results.products.length === 0 ? (
        <Notice>
          <p>No products match “{query}”.</p>
          <Link className={buttonClass()} to="/categories">
            Browse all categories
          </Link>
        </Notice>
      ) : (
        <ListingResults listing={results} label="Search results" />
      )}
    </div>
  )
}
