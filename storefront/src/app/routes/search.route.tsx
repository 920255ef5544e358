import { data, Link, useRevalidator } from "react-router"
import { CatalogueError } from "@/features/products/components/catalogue-error"
import { ListingResults } from "@/features/products/components/listing-results"
import { useListing } from "@/features/products/api/catalogue-queries"
import { findSearchResults, SEARCH_STATE, type SearchFound } from "@/features/products/api/search-results"
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

const searchTitle = (query: string) => (query ? `Search: ${query}` : "Search")
const SEARCH_DESCRIPTION = "Search our perfumes, attars, incense sticks and home sprays."

/** /search?q=...&exact=1: the shopper asked for their own spelling, not the correction. */
const exactSearchPath = (query: string) => `/search?q=${encodeURIComponent(query)}&exact=1`

/** /search?q= on the server (and on each search in the browser): the first page of results, as the page shows it. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const query = (url.searchParams.get("q") ?? "").trim()
  const exact = url.searchParams.get("exact") === "1"
  const { queryClient, config } = await loaderQueryClient(request)
  const { page, ...found } = await findSearchResults(queryClient, query, exact)
  // Only a query the index knows (it finds products as typed) may be kept by nginx: every made-up
  // ?q= would otherwise be a cache entry of its own, pushing the real pages out.
  const known = !query || (!found.corrected && (page?.total ?? 0) > 0)
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
    { ...found, dehydratedState: dehydratePage(queryClient), seo },
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

// No loader data where a test renders the route table alone: the page without a query.
const NO_SEARCH = { query: "", corrected: null, failed: false }

// The loader's first page is in the cache under the key the page's listing reads (app/layout/page-queries.tsx; more pages load in the browser).
export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const { query, corrected, failed } = loaderData ?? NO_SEARCH
  return <SearchPage query={query} corrected={corrected} failed={failed} />
}

/** /search?q=: the server's full-text results, a page at a time; without q, "No search query provided". */
export function SearchPage({ query, corrected, failed }: SearchFound) {
  const revalidator = useRevalidator()
  const shownFor = corrected ?? query
  const results = useListing({ q: shownFor }, SEARCH_STATE, { enabled: shownFor.length > 0 && !failed })

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
      <PageHero compact title="Search Results" text={`${total} ${total === 1 ? "product" : "products"} for “${shownFor}”`} />
      {corrected && (
        <p className={styles.correction} data-testid="search-correction">
          Showing results for <strong>{corrected}</strong>. <Link to={exactSearchPath(query)}>Search instead for “{query}”</Link>
        </p>
      )}
      {failed ? (
        <CatalogueError onRetry={() => void revalidator.revalidate()} retrying={revalidator.state !== "idle"} />
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
