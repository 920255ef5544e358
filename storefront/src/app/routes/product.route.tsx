import type { QueryClient } from "@tanstack/react-query"
import { data, isRouteErrorResponse, redirect, useSearchParams } from "react-router"
import { RouteError } from "@/components/route-error"
import { useAuth } from "@/features/auth/hooks/use-auth"
import { CheckDelivery } from "@/features/delivery/components/check-delivery"
import { ProductDetail, ProductNotFound } from "@/features/products/components/product-detail"
import { productQueryOptions } from "@/features/products/api/catalogue-queries"
import type { Product } from "@/features/products/types"
import { ReviewsSection } from "@/features/reviews/components/reviews-section"
import { reviewStatsQueryOptions, useReviewStats } from "@/features/reviews/api/reviews-api"
import { isApiError } from "@/lib/api"
import { PIN_PATTERN, pincodeQueryOptions } from "@/lib/pincodes"
import { pageMeta, pageTitle, publicPageHeaders } from "../seo"
import { dehydratePage, loaderQueryClient } from "../server/query-client.server"
import { productSeo } from "../server/seo.server"
import { withImageSize } from "../server/image-size.server"
import type { Route } from "./+types/product.route"

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
export async function loader({ params, request }: Route.LoaderArgs) {
  const id = params.id
  const { queryClient, config } = await loaderQueryClient(request)
  const product = await queryClient.fetchQuery(productQueryOptions(queryClient, id))
  if (!product) throw data(null, { status: 404 })
  if (id !== product.id) throw redirect(`/product/${encodeURIComponent(product.id)}`, 301)
  // The rating and structured data read our reviews; without them the page still renders (the browser retries).
  const stats = await queryClient.fetchQuery(reviewStatsQueryOptions(product.id)).catch(() => null)
  // "Check delivery" sent as a plain form (?pin=): answered here, so it works before the page's script runs.
  const deliveryError = await checkDeliveryPin(queryClient, new URL(request.url).searchParams.get("pin"))
  return {
    product,
    dehydratedState: dehydratePage(queryClient),
    seo: await withImageSize(productSeo(request, config, product, stats)),
    ...(deliveryError ? { deliveryError } : {}),
  }
}

export function meta({ loaderData, error, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return error ? [{ title: pageTitle("Product not found", matches) }, { name: "robots", content: "noindex" }] : pageMeta(loaderData?.seo)
}

export const headers = publicPageHeaders

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  return <ProductPage product={loaderData.product} deliveryError={loaderData.deliveryError} />
}

/** An unknown product: "Product not found" with Go Back, answered with a 404 status (requirements PDP-01). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <ProductNotFound /> : <RouteError />
}

/**
 * /product/{id}: the catalogue id ("P1") or a Medusa id; details, then Customer Reviews.
 * The loader answered the product (an unknown one or a failure went to the ErrorBoundary).
 */
function ProductPage({ product, deliveryError }: { product: Product; deliveryError: string | undefined }) {
  const auth = useAuth()
  const [search] = useSearchParams()
  const rating = useLiveRating(product.id)
  const signedIn = auth.isAuthenticated && Boolean(auth.user)
  return (
    <div className="page">
      <ProductDetail
        key={product.id}
        product={product}
        rating={rating}
        delivery={
          <CheckDelivery
            initialPin={search.get("pin") ?? ""}
            serverError={deliveryError}
            profilePin={auth.user?.addressDetails?.zipCode ?? ""}
          />
        }
      />
      <ReviewsSection
        key={`reviews-${product.id}`}
        productId={product.id}
        productName={product.name}
        signedIn={signedIn}
        defaultName={signedIn ? (auth.user?.name ?? "") : ""}
      />
    </div>
  )
}

/** The headline rating follows the review service once its stats arrive (same query as the panel). */
function useLiveRating(productId: string): { rating: number; reviews: number } | undefined {
  const { data } = useReviewStats(productId)
  // Until the product has reviews, the catalogue's rating stands in (as on the cards).
  return data && data.totalReviews > 0 ? { rating: data.averageRating, reviews: data.totalReviews } : undefined
}
