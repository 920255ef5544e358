import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { notFound } from "../../../../../../lib/errors"
import { PAYMENT_REFERENCE_MESSAGES } from "../../../../../../lib/orders/payment-reference"
import { loadOrderView, resolveOrderId } from "../../../../../../lib/orders/queries"
import { explainOrderFailure } from "../../../../../utils/order-failure"
import { submitPaymentReferenceWorkflow } from "../../../../../../workflows/payment/submit-payment-reference"
import type { PaymentReferenceBodyType } from "../../validators"
import type { OrderChangeAnswer } from "@sugandh/contract"

/**
 * POST /api/auth/orders/{id}/payment-reference {reference}: the owner records
 * (or corrects) the UTR / bank reference of a pending order. Another
 * customer's order is 404; a paid or cancelled one 409; a malformed reference 400.
 */
export async function POST(req: AuthenticatedMedusaRequest<PaymentReferenceBodyType>, res: MedusaResponse<OrderChangeAnswer>) {
  const orderId = await resolveOrderId(req.scope, req.params.id, { customerId: req.auth_context.actor_id })
  if (!orderId) throw notFound("Order not found")
  const { reference } = req.validatedBody
  try {
    await submitPaymentReferenceWorkflow(req.scope).run({ input: { order_id: orderId, reference } })
  } catch (error) {
    throw explainOrderFailure(error)
  }
  res.json({ success: true, message: PAYMENT_REFERENCE_MESSAGES.saved, order: await loadOrderView(req.scope, orderId) })
}
