import type { LoaderFunctionArgs, MetaFunction } from "react-router"
import { productsBySpecIdsQueryOptions } from "@/features/products"
import { pageMeta } from "../seo"
import { dehydratePage, loaderQueryClient } from "../server/query-client.server"
import { homeSeo } from "../server/seo.server"
import { withImageSize } from "../server/image-size.server"
import { HOME_IDS, HOME_TITLE, HomePage, homeDescription } from "./home-page"
import { publicPageHeaders, withLoaderQueries } from "./route-data"

/**
 * Home on the server: the hero and best-seller products (one search). If the
 * search fails the page still renders, and the browser loads them (with its
 * retry button) as before.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { queryClient, config } = await loaderQueryClient(request)
  const options = productsBySpecIdsQueryOptions(queryClient, HOME_IDS)
  await queryClient.prefetchQuery(options)
  const products = queryClient.getQueryData(options.queryKey) ?? []
  const seo = await withImageSize(
    homeSeo(request, config, { title: HOME_TITLE, description: homeDescription(config.storeName) }, products[0])
  )
  return { dehydratedState: dehydratePage(queryClient), seo }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.seo)
export const headers = publicPageHeaders

export default withLoaderQueries(HomePage)
