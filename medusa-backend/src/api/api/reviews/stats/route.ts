import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ReviewStats } from "../../../../modules/review/lib/stats"
import { resolveProducts } from "../helpers/products"
import { statsByMedusaId } from "../helpers/stats"
import { STATS_FOUND_MESSAGE } from "../helpers/single-stats"
import type { ReviewStatsBatchAnswer } from "@sugandh/contract"

/**
 * GET /api/reviews/stats?productIds=P1,A12,...: stats for a whole listing page
 * in one request and one aggregate query. Keys are the ids as sent; unknown
 * ids are left out (the card then falls back to its static rating).
 */
export async function GET(req: MedusaRequest<unknown, { productIds: string[] }>, res: MedusaResponse<ReviewStatsBatchAnswer>) {
  const { productIds } = req.validatedQuery
  const products = await resolveProducts(req.scope, productIds)
  const byMedusaId = await statsByMedusaId(
    req.scope,
    [...products.values()].map((p) => p.medusaId)
  )

  const stats: Record<string, ReviewStats> = {}
  for (const [requested, product] of products) {
    const s = byMedusaId.get(product.medusaId)
    if (s) stats[requested] = s
  }
  res.json({ success: true, message: STATS_FOUND_MESSAGE, stats })
}
