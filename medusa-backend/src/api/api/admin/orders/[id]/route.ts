import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminOrderAnswer } from "@sugandh/contract"
import { withCodHistories } from "../../../../../lib/cod/cod-history"
import { notFound } from "../../../../../lib/errors"
import { loadOrderView } from "../../../../../lib/orders/queries"
import { orderIdFromPath } from "../helpers"

/**
 * GET /api/admin/orders/{id} (Medusa id or "ORD-1001"): the order as the
 * dashboard sees it (payment method, derived orderStatus and paymentStatus,
 * tracking), for the Medusa admin's order widget; a COD order awaiting
 * confirmation carries the account's COD record (`codHistory`) beside "Confirm COD order".
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminOrderAnswer>) {
  const order = await loadOrderView(req.scope, await orderIdFromPath(req))
  if (!order) throw notFound("Order not found")
  const [withHistory] = await withCodHistories(req.scope, [order])
  res.json({ success: true, order: withHistory })
}
