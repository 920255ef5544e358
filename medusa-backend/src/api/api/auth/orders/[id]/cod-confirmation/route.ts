import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { notFound } from "../../../../../../lib/errors"
import { explainOrderFailure } from "../../../../../utils/order-failure"
import { loadOrderView, resolveOrderId } from "../../../../../../lib/orders/queries"
import { confirmCodOrderWorkflow } from "../../../../../../workflows/cod/confirm-cod-order"
import { COD_MESSAGES } from "../../../../../../lib/cod/settings"
import type { OrderChangeAnswer } from "@sugandh/contract"

/**
 * POST /api/auth/orders/{id}/cod-confirmation: the signed-in owner confirms a
 * cash-on-delivery order ("Confirm order" on /orders). Another customer's
 * order is 404; a confirmed, cancelled or prepaid one 409.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse<OrderChangeAnswer>) {
  const orderId = await resolveOrderId(req.scope, req.params.id, { customerId: req.auth_context.actor_id })
  if (!orderId) throw notFound("Order not found")
  try {
    await confirmCodOrderWorkflow(req.scope).run({ input: { order_id: orderId, confirmed_by: "customer" } })
  } catch (error) {
    throw explainOrderFailure(error)
  }
  res.json({ success: true, message: COD_MESSAGES.confirmed, order: await loadOrderView(req.scope, orderId) })
}
