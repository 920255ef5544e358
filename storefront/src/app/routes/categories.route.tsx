import type { LoaderFunctionArgs, MetaFunction } from "react-router"
import { categorySummariesQueryOptions } from "@/features/products"
import { pageMeta } from "../seo"
import { dehydratePage, loaderQueryClient } from "../server/query-client.server"
import { simpleSeo } from "../server/seo.server"
import { withImageSize } from "../server/image-size.server"
import { siteImage } from "../server/site-image.server"
import { CATEGORIES_DESCRIPTION, CATEGORIES_TITLE, CategoriesPage } from "./categories-page"
import { publicPageHeaders, withLoaderQueries } from "./route-data"

/** /categories on the server: each category's count and starting price (one request of index stats). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { queryClient, config } = await loaderQueryClient(request)
  const [image] = await Promise.all([siteImage(), queryClient.prefetchQuery(categorySummariesQueryOptions(queryClient))])
  const seo = await withImageSize(
    simpleSeo(request, config, {
      title: CATEGORIES_TITLE,
      description: CATEGORIES_DESCRIPTION,
      path: "/categories",
      pictured: image,
      crumbs: [
        { name: "Home", path: "/" },
        { name: "Categories", path: "/categories" },
      ],
    })
  )
  return { dehydratedState: dehydratePage(queryClient), seo }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.seo)
export const headers = publicPageHeaders

export default withLoaderQueries(CategoriesPage)
