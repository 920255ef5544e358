import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { OnlinePaymentConfirmBody, PlaceOrderAnswer } from "@sugandh/contract"
import { notFound } from "../../../../../../lib/errors"
import { LATE_PAYMENT_SHOPPER_MESSAGE, lateGatewayPaymentOfOrder } from "../../../../../../lib/checkout/gateway-window"
import { loadOrderView } from "../../../../../../lib/orders/queries"
import { completeOnlinePaymentWorkflow } from "../../../../../../workflows/checkout/complete-online-payment"
import { orderAnswer } from "../../../orders/order-answer"

/**
 * POST /api/auth/checkout/online-payment/confirm with Razorpay Checkout's
 * handler fields: the cart becomes the order (completeOnlinePaymentWorkflow).
 * 201 with the order; 200 with the same order for a repeated confirmation;
 * 400 for a forged signature or a payment not of this customer's checkout,
 * with the cart unchanged. A payment proven after GATEWAY_PAYMENT_MINUTES
 * still makes the order, which the shop cancels and refunds
 * (subscribers/late-gateway-payment.ts): the answer's message says so.
 */
export async function POST(req: AuthenticatedMedusaRequest<OnlinePaymentConfirmBody>, res: MedusaResponse<PlaceOrderAnswer>) {
  const body = req.validatedBody
  const { result } = await completeOnlinePaymentWorkflow(req.scope).run({
    input: {
      customer_id: req.auth_context.actor_id,
      razorpay_order_id: body.razorpay_order_id,
      razorpay_payment_id: body.razorpay_payment_id,
      razorpay_signature: body.razorpay_signature,
    },
  })
  const order = await loadOrderView(req.scope, result.order_id)
  if (!order) throw notFound("Order not found")
  if (result.replayed) res.setHeader("Idempotent-Replayed", "true")
  const late = await lateGatewayPaymentOfOrder(req.scope, result.order_id)
  const answer = orderAnswer(order, "online")
  if (late) answer.message = LATE_PAYMENT_SHOPPER_MESSAGE(late.windowMinutes)
  res.status(result.replayed ? 200 : 201).json(answer as PlaceOrderAnswer)
}
