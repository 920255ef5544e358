import type { MedusaContainer } from "@medusajs/framework/types"
import { conflict, notFound } from "../../../../lib/errors"
import type { PlaceOrderInput } from "../../../../lib/orders/checkout-input"
import type { PaymentInstructions } from "../../../../lib/orders/payment-instructions"
import { orderAnswer } from "../../../../lib/orders/order-answer"
import { loadSpecOrder } from "../../../../lib/orders/queries"
import type { SpecOrder } from "../../../../lib/orders/to-spec-order"
import { explainCustomerCheckoutFailure } from "../../../../lib/checkout/checkout-failure"
import { placeCustomerOrderWorkflow } from "../../../../workflows/checkout/place-customer-order"

const TOTAL_CHANGED_MESSAGE = "Your order total has changed. Please review the updated totals and place the order again."

type PlacedOrderAnswer = {
  replayed: boolean
  body: {
    success: true
    message: string
    order: SpecOrder
    payment: PaymentInstructions
    whatsappUrl: string
  }
}

/**
 * POST /api/auth/orders behind the route: runs placeCustomerOrderWorkflow
 * (idempotency, empty cart, limits, coupon, address, COD checks, then the
 * order) and turns its outcome into the /api answer. A step's refusal is a
 * DomainError the error handler answers; Medusa's own failures (stock, coupon
 * used up meanwhile, a concurrent submit) are explained here.
 */
export async function placeCustomerOrder(
  container: MedusaContainer,
  args: { customerId: string; input: PlaceOrderInput; idempotencyKey: string | null }
): Promise<PlacedOrderAnswer> {
  const { customerId, input, idempotencyKey } = args
  const { result } = await placeCustomerOrderWorkflow(container)
    .run({ input: { customer_id: customerId, order: input, idempotency_key: idempotencyKey } })
    .catch(async (error: unknown) => {
      throw await explainCustomerCheckoutFailure(container, customerId, error)
    })

  if (!result.total_matches || !result.order_id) throw conflict(TOTAL_CHANGED_MESSAGE, { totals: result.totals })
  const order = await loadSpecOrder(container, result.order_id)
  if (!order) throw notFound("Order not found")
  return { replayed: result.replayed, body: orderAnswer(order, input.paymentMethod) }
}
