import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { notFound } from "../../../../../../lib/errors"
import { loadOrderView, resolveOrderId } from "../../../../../../lib/orders/queries"
import { cancelShopOrderWorkflow } from "../../../../../../workflows/order-admin/cancel-order"
import { explainOrderFailure } from "../../../../../utils/order-failure"
import type { CancelOrderBodyType } from "../../validators"
import type { OrderChangeAnswer } from "@sugandh/contract"

const ORDER_CANCELLED_MESSAGE = "Order cancelled successfully"

/**
 * PUT /api/auth/orders/{id}/cancel: the owner cancels a pending or processing
 * order within 2 hours of placing it. Another customer's order is 404, as if
 * it did not exist; a refused cancel is 409 with the reason.
 */
export async function PUT(req: AuthenticatedMedusaRequest<CancelOrderBodyType>, res: MedusaResponse<OrderChangeAnswer>) {
  const customerId = req.auth_context.actor_id
  const orderId = await resolveOrderId(req.scope, req.params.id, { customerId })
  if (!orderId) throw notFound("Order not found")
  const { reason } = req.validatedBody
  try {
    await cancelShopOrderWorkflow(req.scope).run({
      input: { order_id: orderId, reason: reason ?? null, cancelled_by: "customer", actor_id: customerId },
    })
  } catch (error) {
    throw explainOrderFailure(error)
  }
  const order = await loadOrderView(req.scope, orderId)
  res.json({ success: true, message: ORDER_CANCELLED_MESSAGE, order })
}
