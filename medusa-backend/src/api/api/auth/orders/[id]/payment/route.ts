import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { conflict, notFound } from "../../../../../../lib/errors"
import { loadOrderView, resolveOrderId } from "../../../../../../lib/orders/queries"
import { paymentOffer } from "../../../../../../lib/orders/payment-instructions"
import type { OrderPaymentAnswer } from "@sugandh/contract"

const INSTRUCTIONS_CLOSED = {
  paid: "This order is already paid",
  cancelled: "This order is cancelled",
} as const

/**
 * GET /api/auth/orders/{id}/payment: the payment instructions of the owner's
 * unpaid order ({ order, payment, whatsappUrl }, as placing it answered), so
 * /orders can show them again until the order is paid or cancelled; after an order change that
 * left money owed, for that difference (`order.amountDue`).
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<OrderPaymentAnswer>) {
  const orderId = await resolveOrderId(req.scope, req.params.id, { customerId: req.auth_context.actor_id })
  const order = orderId ? await loadOrderView(req.scope, orderId) : null
  if (!order) throw notFound("Order not found")
  if (order.orderStatus === "cancelled") throw conflict(INSTRUCTIONS_CLOSED.cancelled)
  // Unpaid, or paid with a difference still owed after an order change (edit, exchange, claim).
  const owes = (order.orderStatus === "pending" && order.paymentStatus === "pending") || order.paymentStatus === "awaiting-difference"
  if (!owes) throw conflict(INSTRUCTIONS_CLOSED.paid)
  const { payment, whatsappUrl } = paymentOffer(order, "qr-code")
  res.json({ success: true, order, payment, whatsappUrl })
}
