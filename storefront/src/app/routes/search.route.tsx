import { HydrationBoundary, useQuery, useQueryClient } from "@tanstack/react-query"
import { data, Link, useSearchParams } from "react-router"
import { CatalogueError } from "@/features/products/components/catalogue-error"
import { ListingResults } from "@/features/products/components/listing-results"
import { listingQueryOptions, searchCorrectionQueryOptions, useListing } from "@/features/products/api/catalogue-queries"
import { ProductGridSkeleton } from "@/features/products/components/product-grid-skeleton"
import { isOneWord } from "@/lib/catalogue-search"
import { Notice } from "@/components/notice"
import { NoticePage, NoticePageText } from "@/components/notice-page"
import { PageHero } from "@/components/page-hero"
import { buttonClass } from "@/components/ui/button"
import { pageMeta, PUBLIC_PAGE_CACHE, UNSTORED_PAGE_CACHE } from "../seo"
import { dehydratePage, loaderQueryClient } from "../server/query-client.server"
import { listingSeo } from "../server/seo.server"
import { withImageSize } from "../server/image-size.server"
import { siteImage } from "../server/site-image.server"
import type { Route } from "./+types/search.route"
import styles from "./search.route.module.css"

// Relevance first; the shopper sorts listings, not search results.
const SEARCH_STATE = { filters: {}, sort: "featured" as const }

const searchTitle = (query: string) => (query ? `Search: ${query}` : "Search")
const SEARCH_DESCRIPTION = "Search our perfumes, attars, incense sticks and home sprays."

/** /search?q=...&exact=1: the shopper asked for their own spelling, not the correction. */
const exactSearchPath = (query: string) => `/search?q=${encodeURIComponent(query)}&exact=1`

/** Whether a search that came back empty should be corrected (the loader and the page decide alike). */
const wantsCorrection = (query: string, exact: boolean, total: number) => !exact && total === 0 && isOneWord(query)

/** /search?q= on the server: the first page of results, as the page asks for it. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const query = (url.searchParams.get("q") ?? "").trim()
  const exact = url.searchParams.get("exact") === "1"
  const { queryClient, config } = await loaderQueryClient(request)
  const firstPage = async (q: string) => {
    const listing = listingQueryOptions(queryClient, { q }, SEARCH_STATE)
    await queryClient.prefetchInfiniteQuery(listing)
    return queryClient.getQueryData(listing.queryKey)?.pages[0]
  }
  let page = query ? await firstPage(query) : undefined
  // Only a query the index knows (it finds products as typed) may be kept by nginx: every made-up
  // ?q= would otherwise be a cache entry of its own, pushing the real pages out.
  const known = !query || (page?.total ?? 0) > 0
  // Nothing found for one word: the page shows the results for the word it most likely meant, so render those.
  if (page && wantsCorrection(query, exact, page.total)) {
    const corrected = await queryClient.fetchQuery(searchCorrectionQueryOptions(queryClient, query)).catch(() => null)
    if (corrected) page = await firstPage(corrected)
  }
  const products = page?.products ?? []
  // Nothing found (or no query): the site's picture previews the link.
  const pictured = products.length ? undefined : await siteImage()
  const path = query ? `/search?q=${encodeURIComponent(query)}` : "/search"
  const seo = await withImageSize(
    listingSeo(
      request,
      config,
      {
        title: searchTitle(query),
        description: SEARCH_DESCRIPTION,
        path,
        pictured,
        crumbs: [
          { name: "Home", path: "/" },
          { name: "Search", path },
        ],
      },
      products
    )
  )
  return data(
    { dehydratedState: dehydratePage(queryClient), seo },
    { headers: { "Cache-Control": known ? PUBLIC_PAGE_CACHE : UNSTORED_PAGE_CACHE } }
  )
}

// Result pages are for shoppers, not for search engines' indexes.
export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return [...pageMeta(loaderData.seo), { name: "robots", content: "noindex, follow" }]
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? UNSTORED_PAGE_CACHE,
})

// The loader's queries go into the cache under the keys the page's hooks read (none where a test renders the route alone).
export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData?.dehydratedState}>
      <SearchPage />
    </HydrationBoundary>
  )
}

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
