import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { REVIEW_MODULE } from "../../../../../modules/review"
import type ReviewModuleService from "../../../../../modules/review/service"
import { resolveProductOr404 } from "../../helpers/products"
import { PUBLIC_REVIEW_FIELDS, toPublicReview, type StoredReview } from "../../helpers/serialize"
import type { ListReviewsInput } from "../../validators"
import type { ReviewListAnswer } from "@sugandh/contract"

/** The answer is `success, message, reviews, pagination` (requirements REV-02); the success text is ours. */
const REVIEWS_FOUND_MESSAGE = "Reviews fetched successfully"

/** GET /api/reviews/product/{id}: one page of a product's visible reviews with the pagination object of requirements REV-02. */
export async function GET(req: MedusaRequest<unknown, ListReviewsInput>, res: MedusaResponse<ReviewListAnswer>) {
  const { page, limit, sortBy, order } = req.validatedQuery
  const product = await resolveProductOr404(req.scope, req.params.id)
  const service = req.scope.resolve<ReviewModuleService>(REVIEW_MODULE)

  const direction = order === "asc" ? "ASC" : "DESC"
  // Ties are broken by date then id so pages never overlap or skip.
  const ordering: Record<string, "ASC" | "DESC"> =
    sortBy === "rating" ? { rating: direction, created_at: "DESC", id: "DESC" } : { created_at: direction, id: direction }

  const [rows, total] = await service.listAndCountReviews(
    { product_id: product.medusaId, status: "visible" },
    { select: [...PUBLIC_REVIEW_FIELDS], order: ordering, skip: (page - 1) * limit, take: limit }
  )
  const totalPages = Math.ceil(total / limit)

  res.json({
    success: true,
    message: REVIEWS_FOUND_MESSAGE,
    reviews: (rows as StoredReview[]).map((r) => toPublicReview(r, product.catalogueId)),
    pagination: {
      currentPage: page,
      totalPages,
      totalReviews: total,
      hasNextPage: page < totalPages,
      hasPrevPage: page > 1,
    },
  })
}
