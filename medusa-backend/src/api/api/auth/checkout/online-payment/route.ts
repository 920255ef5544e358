import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { OnlinePaymentStartAnswer } from "@sugandh/contract"
import type { PlaceOrderInput } from "../../../../../lib/orders/checkout-input"
import { startOnlinePayment } from "./start-online-payment"

/**
 * POST /api/auth/checkout/online-payment: the body of POST /api/auth/orders
 * with paymentMethod "online". 200 with what Razorpay Checkout opens with (key
 * id, Razorpay order id, amount in paise); the cart stays a cart. 409 with the
 * server's totals when the client's differ; 503 when Razorpay cannot start the
 * payment ("Payment could not be started, try again or choose another method").
 */
export async function POST(req: AuthenticatedMedusaRequest<PlaceOrderInput>, res: MedusaResponse<OnlinePaymentStartAnswer>) {
  res.json(await startOnlinePayment(req.scope, { customerId: req.auth_context.actor_id, input: req.validatedBody }))
}
