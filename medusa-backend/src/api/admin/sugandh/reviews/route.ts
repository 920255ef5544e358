import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { intParam, textParam } from "../helpers"

/** One review as GET /admin/sugandh/reviews lists it (the admin reviews page reads this type). */
export type AdminReviewRow = {
  id: string
  product_id: string
  product: { id: string; title: string; handle: string; external_id: string | null } | null
  rating: number
  title: string | null
  comment: string | null
  customer_name: string
  guest_email: string | null
  customer_id: string | null
  verified: boolean
  status: "visible" | "hidden"
  created_at: string
}

/**
 * GET /admin/sugandh/reviews?product_id&rating&status&limit&offset (Medusa admin session)
 * -> {reviews, count, limit, offset}, newest first, with the product's title.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const limit = intParam(req.query.limit, 20, 1, 100)
  const offset = intParam(req.query.offset, 0, 0, 1_000_000)
  const filters: Record<string, unknown> = {}
  const productId = textParam(req.query.product_id)
  const rating = intParam(req.query.rating, 0, 0, 5)
  const status = textParam(req.query.status)
  if (productId) filters.product_id = productId
  if (rating) filters.rating = rating
  if (status === "visible" || status === "hidden") filters.status = status

  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data, metadata } = await query.graph({
    entity: "review",
    fields: [
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
    ],
    filters,
    pagination: { skip: offset, take: limit, order: { created_at: "DESC" } },
  })
  res.json({ reviews: data as AdminReviewRow[], count: metadata?.count ?? data.length, limit, offset })
}
