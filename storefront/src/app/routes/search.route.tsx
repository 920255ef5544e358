import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { listingQueryOptions, searchCorrectionQueryOptions } from "@/features/products"
import { pageMeta, PUBLIC_PAGE_CACHE, UNSTORED_PAGE_CACHE } from "../seo"
import { dehydratePage, loaderQueryClient } from "../server/query-client.server"
import { listingSeo } from "../server/seo.server"
import { withImageSize } from "../server/image-size.server"
import { siteImage } from "../server/site-image.server"
import { withLoaderQueries } from "./route-data"
import { SEARCH_DESCRIPTION, SEARCH_STATE, SearchPage, searchTitle, wantsCorrection } from "./search-page"

/** /search?q= on the server: the first page of results, as the page asks for it. */
export async function loader({ request }: LoaderFunctionArgs) {
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
export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.seo), { name: "robots", content: "noindex, follow" }]
export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? UNSTORED_PAGE_CACHE,
})

export default withLoaderQueries(SearchPage)
