import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { unpaidOrderCounts } from "../../../../../lib/orders/unpaid-orders"

/**
 * GET /api/admin/payments/summary: how many unpaid orders wait, split into
 * "awaiting payment" (no reference) and "payment submitted" (reference given,
 * the operator's turn), with the placing time of the oldest of each.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json({ success: true, ...(await unpaidOrderCounts(req.scope)) })
}
