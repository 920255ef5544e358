import { data, isRouteErrorResponse, redirect, useRouteError, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { ProductNotFound, productQueryOptions } from "@/features/products"
import { reviewStatsQueryOptions } from "@/features/reviews"
import { pageMeta } from "../seo"
import { dehydratePage, loaderQueryClient } from "../server/query-client.server"
import { productSeo } from "../server/seo.server"
import { withImageSize } from "../server/image-size.server"
import { ProductPage } from "./product-page"
import { RouteError } from "@/components/route-error"
import { publicPageHeaders, withLoaderQueries } from "./route-data"
import { isApiError } from "@/lib/api"
import { PIN_PATTERN, pincodeQueryOptions } from "@/lib/pincodes"
import type { QueryClient } from "@tanstack/react-query"

/** Puts the PIN's answer in the page's queries; returns the message to show when the PIN is refused. */
async function checkDeliveryPin(queryClient: QueryClient, pin: string | null): Promise<string | undefined> {
  if (!pin) return undefined
  if (!PIN_PATTERN.test(pin)) return "Please enter a valid 6-digit PIN code"
  try {
    await queryClient.fetchQuery(pincodeQueryOptions(pin))
    return undefined
  } catch (error) {
    return isApiError(error) && error.status < 500 ? error.message : undefined
  }
}

/**
 * /product/:id on the server: the product (catalogue id, handle or Medusa id, as
 * the page's useProduct reads it) and its review stats. Unknown: 404.
 * Any other spelling of a known product (a handle, lower case): 301 to its
 * canonical URL. Public data only: the request's credentials are never read.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.id ?? ""
  const { queryClient, config } = await loaderQueryClient(request)
  const product = await queryClient.fetchQuery(productQueryOptions(queryClient, id))
  if (!product) throw data(null, { status: 404 })
  if (id !== product.id) throw redirect(`/product/${encodeURIComponent(product.id)}`, 301)
  // The rating and structured data read our reviews; without them the page still renders (the browser retries).
  const stats = await queryClient.fetchQuery(reviewStatsQueryOptions(product.id)).catch(() => null)
  // "Check delivery" sent as a plain form (?pin=): answered here, so it works before the page's script runs.
  const deliveryError = await checkDeliveryPin(queryClient, new URL(request.url).searchParams.get("pin"))
  return {
    dehydratedState: dehydratePage(queryClient),
    seo: await withImageSize(productSeo(request, config, product, stats)),
    ...(deliveryError ? { deliveryError } : {}),
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, error }) =>
  error ? [{ title: "Product not found | Sugandh" }, { name: "robots", content: "noindex" }] : pageMeta(loaderData?.seo)
export const headers = publicPageHeaders

export default withLoaderQueries(ProductPage)

/** An unknown product: "Product not found" with Go Back, answered with a 404 status (requirements PDP-01). */
export function ErrorBoundary() {
  const error = useRouteError()
  return isRouteErrorResponse(error) && error.status === 404 ? <ProductNotFound /> : <RouteError />
}
