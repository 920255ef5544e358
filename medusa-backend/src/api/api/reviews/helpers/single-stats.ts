import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { statsFromCounts } from "../../../../modules/review/lib/stats"
import { resolveProductOr404 } from "./products"
import { statsByMedusaId } from "./stats"
import type { ReviewStatsAnswer } from "@sugandh/contract"

/** The answers carry `success, message, stats` (requirements REV-03); the success text is ours. */
export const STATS_FOUND_MESSAGE = "Review stats fetched successfully"

/** Shared by GET /api/reviews/product/{id}/stats and GET /api/reviews/stats/{id} (requirements REV-03: the storefront uses both paths). */
export async function singleProductStats(req: MedusaRequest, res: MedusaResponse<ReviewStatsAnswer>) {
  const product = await resolveProductOr404(req.scope, req.params.id)
  const stats = (await statsByMedusaId(req.scope, [product.medusaId])).get(product.medusaId) ?? statsFromCounts([])
  res.json({ success: true, message: STATS_FOUND_MESSAGE, stats })
}
