import type { LoaderFunctionArgs, MetaFunction } from "react-router"
import { listingQueryOptions } from "@/features/products"
import { pageMeta } from "../seo"
import { dehydratePage, loaderQueryClient } from "../server/query-client.server"
import { listingSeo } from "../server/seo.server"
import { publicPageHeaders, withLoaderQueries } from "./route-data"
import { SEARCH_DESCRIPTION, SEARCH_STATE, SearchPage, searchTitle } from "./search-page"

/** /search?q= on the server: the first page of results, as the page asks for it. */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim()
  const { queryClient, config } = await loaderQueryClient()
  const listing = listingQueryOptions(queryClient, { q: query }, SEARCH_STATE)
  if (query) await queryClient.prefetchInfiniteQuery(listing)
  const products = queryClient.getQueryData(listing.queryKey)?.pages[0]?.products ?? []
  const path = query ? `/search?q=${encodeURIComponent(query)}` : "/search"
  const seo = listingSeo(
    request,
    config,
    {
      title: searchTitle(query),
      description: SEARCH_DESCRIPTION,
      path,
      crumbs: [
        { name: "Home", path: "/" },
        { name: "Search", path },
      ],
    },
    products
  )
  return { dehydratedState: dehydratePage(queryClient), seo }
}

// Result pages are for shoppers, not for search engines' indexes.
export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.seo), { name: "robots", content: "noindex, follow" }]
export const headers = publicPageHeaders

export default withLoaderQueries(SearchPage)
