import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import type { ProductInsights } from "@sugandh/contract"
import { notFound } from "../../../../../../lib/errors"
import { REVIEW_MODULE } from "../../../../../../modules/review"
import type ReviewModuleService from "../../../../../../modules/review/service"
import { statsFromCounts } from "../../../../../../modules/review/lib/stats"
import { WISHLIST_MODULE, type WishlistModuleService } from "../../../../../../modules/wishlist"

/**
 * GET /api/admin/products/{id}/insights -> {averageRating, totalReviews,
 * ratingDistribution, hiddenReviews, wishlistCount} for the product widget.
 * Stats count visible reviews, as the storefront shows them.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<ProductInsights>) {
  const id = req.params.id
  const [product] = await req.scope.resolve(Modules.PRODUCT).listProducts({ id }, { select: ["id"] })
  if (!product) throw notFound("Product not found")

  const reviews = req.scope.resolve<ReviewModuleService>(REVIEW_MODULE)
  const wishlists = req.scope.resolve<WishlistModuleService>(WISHLIST_MODULE)
  const [counts, [, hiddenReviews], [, wishlistCount]] = await Promise.all([
    reviews.countRatingsByProduct([id]),
    reviews.listAndCountReviews({ product_id: id, status: "hidden" }, { take: 1, select: ["id"] }),
    wishlists.listAndCountWishlistItems({ product_id: id }, { take: 1, select: ["id"] }),
  ])
  res.json({ ...statsFromCounts(counts.get(id) ?? [0, 0, 0, 0, 0]), hiddenReviews, wishlistCount })
}
