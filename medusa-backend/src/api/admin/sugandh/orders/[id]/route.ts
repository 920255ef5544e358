import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { loadSpecOrder } from "../../../../../lib/orders/queries"
import { withCodHistories } from "../../../../../lib/cod/cod-history"

/**
 * GET /admin/sugandh/orders/{id}: the order as the shop's dashboard sees it
 * (payment method, derived orderStatus and paymentStatus, tracking), for the
 * order widget; a COD order awaiting confirmation carries the account's COD
 * record (`codHistory`: delivered, returned undelivered...) beside "Confirm COD order".
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const order = await loadSpecOrder(req.scope, req.params.id)
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, "Order not found")
  const [withHistory] = await withCodHistories(req.scope, [order])
  res.json({ order: withHistory })
}
