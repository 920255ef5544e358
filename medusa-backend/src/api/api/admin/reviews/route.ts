import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AdminReviewListAnswer, AdminReviewListQuery, AdminReviewRow } from "@sugandh/contract"

const FIELDS = [
  "id",
  "product_id",
  "rating",
  "title",
  "comment",
  "customer_name",
  "guest_email",
  "customer_id",
  "verified",
  "status",
  "created_at",
  "product.id",
  "product.title",
  "product.handle",
  "product.external_id",
]

/**
 * GET /api/admin/reviews?product_id&rating&status&limit&offset (operators; the
 * Medusa admin's reviews page) -> {reviews, count, limit, offset}, newest
 * first, with the product's title. The query is the contract's AdminReviewListQuery.
 */
export async function GET(req: AuthenticatedMedusaRequest<unknown, AdminReviewListQuery>, res: MedusaResponse<AdminReviewListAnswer>) {
  const { limit, offset, product_id, rating, status } = req.validatedQuery
  const filters: Record<string, unknown> = {}
  if (product_id) filters.product_id = product_id
  if (rating) filters.rating = rating
  if (status) filters.status = status

  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data, metadata } = await query.graph({
    entity: "review",
    fields: FIELDS,
    filters,
    pagination: { skip: offset, take: limit, order: { created_at: "DESC" } },
  })
  res.json({ reviews: data as AdminReviewRow[], count: metadata?.count ?? data.length, limit, offset })
}
