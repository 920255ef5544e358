import { useQuery, useQueryClient } from "@tanstack/react-query"
import { Link, useSearchParams } from "react-router"
import { CatalogueError, ListingResults, ProductGridSkeleton, searchCorrectionQueryOptions, useListing } from "@/features/products"
import { isOneWord } from "@/lib/catalogue-search"
import { Notice } from "@/components/notice"
import { NoticePage, NoticePageText } from "@/components/notice-page"
import { PageHero } from "@/components/page-hero"
import { buttonClass } from "@/components/ui/button"
import { usePageMeta } from "../layout/use-page-meta"
import styles from "./search-page.module.css"

// Relevance first; the shopper sorts listings, not search results.
export const SEARCH_STATE = { filters: {}, sort: "featured" as const }

export const searchTitle = (query: string) => (query ? `Search: ${query}` : "Search")
export const SEARCH_DESCRIPTION = "Search our perfumes, attars, incense sticks and home sprays."

/** /search?q=...&exact=1: the shopper asked for their own spelling, not the correction. */
export const exactSearchPath = (query: string) => `/search?q=${encodeURIComponent(query)}&exact=1`

/** Whether a search that came back empty should be corrected (the loader and the page decide alike). */
export const wantsCorrection = (query: string, exact: boolean, total: number) => !exact && total === 0 && isOneWord(query)

/**
 * The results for `query`; when it finds nothing and is one word (and the
 * shopper did not ask for the exact text), the results for the catalogue word
 * it most likely meant, with that word.
 */
function useSearchResults(query: string, exact: boolean) {
  const queryClient = useQueryClient()
  const typed = useListing({ q: query }, SEARCH_STATE, { enabled: query.length > 0 })
  const settled = typed.isSuccess && !typed.isPlaceholderData
  const correcting = query.length > 0 && settled && wantsCorrection(query, exact, typed.total)
  const correction = useQuery({ ...searchCorrectionQueryOptions(queryClient, query), enabled: correcting })
  const corrected = correcting ? (correction.data ?? null) : null
  const fixed = useListing({ q: corrected ?? "" }, SEARCH_STATE, { enabled: corrected !== null })
  if (corrected) return { results: fixed, corrected, pending: fixed.isPending }
  return { results: typed, corrected: null, pending: typed.isPending || (correcting && correction.isPending) }
}

/** /search?q=: the server's full-text results, a page at a time; without q, "No search query provided". */
export function SearchPage() {
  const [params] = useSearchParams()
  const query = (params.get("q") ?? "").trim()
  const exact = params.get("exact") === "1"
  usePageMeta(searchTitle(query), SEARCH_DESCRIPTION)
  const { results, corrected, pending } = useSearchResults(query, exact)

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
  const shownFor = corrected ?? query
  return (
    <div className="page">
      <PageHero
        compact
        title="Search Results"
        text={pending ? "Searching…" : `${total} ${total === 1 ? "product" : "products"} for “${shownFor}”`}
      />
      {corrected && (
        <p className={styles.correction} data-testid="search-correction">
          Showing results for <strong>{corrected}</strong>. <Link to={exactSearchPath(query)}>Search instead for “{query}”</Link>
        </p>
      )}
      {results.isError && !results.data ? (
        <CatalogueError onRetry={() => void results.refetch()} retrying={results.isRefetching} />
      ) : pending ? (
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
