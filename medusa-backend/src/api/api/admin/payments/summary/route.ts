import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { unpaidOrderCounts } from "../../../../../lib/orders/unpaid-orders"
import { codOrderCounts } from "../../../../../lib/cod/cod-orders"
import type { PaymentSummaryAnswer } from "@sugandh/contract"

/**
 * GET /api/admin/payments/summary: how many unpaid orders wait, split into
 * "awaiting payment" (no reference) and "payment submitted" (reference given,
 * the operator's turn), with the placing time of the oldest of each; and the
 * cash-on-delivery counts (to confirm, cash outstanding with its amount).
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<PaymentSummaryAnswer>) {
  const [unpaid, cod] = await Promise.all([unpaidOrderCounts(req.scope), codOrderCounts(req.scope)])
  res.json({ success: true, ...unpaid, ...cod })
}
