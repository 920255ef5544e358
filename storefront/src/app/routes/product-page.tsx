import type { ReactNode } from "react"
import { useLoaderData, useParams, useSearchParams } from "react-router"
import { useAuth } from "@/features/auth"
import { CatalogueError, ProductDetail, ProductDetailSkeleton, ProductNotFound, useProduct } from "@/features/products"
import { ReviewsSection, useReviewStats } from "@/features/reviews"
import { CheckDelivery } from "@/features/delivery"
import { usePageMeta } from "../layout/use-page-meta"

/** /product/{id}: the catalogue id ("P1") or a Medusa id; details, then Customer Reviews. */
export function ProductPage() {
  const { id = "" } = useParams()
  const catalogue = useProduct(id)
  const product = catalogue.data ?? undefined
  const auth = useAuth()
  const [search] = useSearchParams()
  const loaderData = useLoaderData() as { deliveryError?: string } | undefined

  usePageMeta(
    product?.name ?? (catalogue.isPending ? "Loading product..." : "Product not found"),
    product
      ? `${product.name}${product.brand ? ` by ${product.brand}` : ""}: ${product.description || `${product.size} ${product.fragrance} fragrance`}`.slice(
          0,
          160
        )
      : "Alcohol-free perfumes, attars, incense sticks and home sprays."
  )

  if (catalogue.isPending) {
    return (
      <div className="page">
        <ProductDetailSkeleton />
      </div>
    )
  }
  if (catalogue.isError) {
    return (
      <div className="page">
        <CatalogueError onRetry={() => void catalogue.refetch()} retrying={catalogue.isRefetching} />
      </div>
    )
  }
  if (!product) return <ProductNotFound />

  const signedIn = auth.isAuthenticated && Boolean(auth.user)
  return (
    <div className="page">
      <LiveRatedDetail key={product.id} productId={product.id}>
        {(rating) => (
          <ProductDetail
            product={product}
            rating={rating}
            delivery={
              <CheckDelivery
                initialPin={search.get("pin") ?? ""}
                serverError={loaderData?.deliveryError}
                profilePin={auth.user?.addressDetails?.zipCode ?? ""}
              />
            }
          />
        )}
      </LiveRatedDetail>
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
function LiveRatedDetail({
  productId,
  children,
}: {
  productId: string
  children: (rating: { rating: number; reviews: number } | undefined) => ReactNode
}) {
  const { data } = useReviewStats(productId)
  // Until the product has reviews, the catalogue's rating stands in (as on the cards).
  return <>{children(data && data.totalReviews > 0 ? { rating: data.averageRating, reviews: data.totalReviews } : undefined)}</>
}
