import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { statsFromCounts } from "../../../../modules/review/lib/stats"
import { resolveProductOr404 } from "./products"
import { statsByMedusaId } from "./stats"
import type { ReviewStatsAnswer } from "@sugandh/contract"

/** The spec's answers carry `success, message, stats`; the success text is ours (the spec names none). */
export const STATS_FOUND_MESSAGE = "Review stats fetched successfully"

/** Shared by GET /api/reviews/product/{id}/stats and GET /api/reviews/stats/{id} (the spec uses both paths). */
export async function singleProductStats(req: MedusaRequest, res: MedusaResponse<ReviewStatsAnswer>) {
  const product = await resolveProductOr404(req.scope, req.params.id)
  const stats = (await statsByMedusaId(req.scope, [product.medusaId])).get(product.medusaId) ?? statsFromCounts([])
  res.json({ success: true, message: STATS_FOUND_MESSAGE, stats })
}
