import { useLocation, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { listingQueryOptions, readListingState, realmCountsQueryOptions, type Realm } from "@/features/products"
import { CATEGORIES, isCategoryHandle, type CategoryHandle } from "@/lib/categories"
import { pageMeta } from "../seo"
import { dehydratePage, loaderQueryClient } from "../server/query-client.server"
import { listingSeo } from "../server/seo.server"
import { withImageSize } from "../server/image-size.server"
import { siteImage } from "../server/site-image.server"
import { CategoryPage, categoryPageDescription } from "./category-page"
import { publicPageHeaders, withLoaderQueries } from "./route-data"

const handleOf = (pathname: string): CategoryHandle => {
  const handle = pathname.replace(/^\/|\/$/g, "")
  if (!isCategoryHandle(handle)) throw new Error(`No category at ${pathname}`)
  return handle
}
const realmOf = (value: string | null): Realm | undefined => (value === "heritage" || value === "celestial" ? value : undefined)

/**
 * A listing on the server: the first page of cards with its facet counts,
 * for the filters and sort in the URL (read by the same function the page
 * uses, so the browser finds the page under the same key). /attars without a
 * realm shows the realm choice; both show each realm's count.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const handle = handleOf(url.pathname)
  const { queryClient, config } = await loaderQueryClient(request)
  const realm = realmOf(url.searchParams.get("realm"))
  const choosingRealm = handle === "attars" && !realm
  const listing = listingQueryOptions(queryClient, { category: handle, realm }, readListingState(url.searchParams))
  await Promise.all([
    // /attars shows each realm's count, in the modal and beside the chosen realm.
    handle === "attars" ? queryClient.prefetchQuery(realmCountsQueryOptions(queryClient)) : null,
    choosingRealm ? null : queryClient.prefetchInfiniteQuery(listing),
  ])
  const products = choosingRealm ? [] : (queryClient.getQueryData(listing.queryKey)?.pages[0]?.products ?? [])
  const category = CATEGORIES[handle]
  // No cards to preview (the realm choice): the site's picture, so the link still shows one.
  const pictured = products.length ? undefined : await siteImage()
  const path = realm ? `${category.path}?realm=${realm}` : category.path
  const seo = await withImageSize(
    listingSeo(
      request,
      config,
      {
        title: category.title,
        description: categoryPageDescription(handle),
        path,
        pictured,
        crumbs: [
          { name: "Home", path: "/" },
          { name: "Categories", path: "/categories" },
          { name: category.title, path: category.path },
        ],
      },
      products
    )
  )
  return { dehydratedState: dehydratePage(queryClient), seo }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.seo)
export const headers = publicPageHeaders

function CategoryRoutePage() {
  return <CategoryPage handle={handleOf(useLocation().pathname)} />
}

export default withLoaderQueries(CategoryRoutePage)
