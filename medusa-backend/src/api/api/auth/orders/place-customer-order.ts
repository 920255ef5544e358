import type { MedusaContainer } from "@medusajs/framework/types"
import { conflict, notFound } from "../../../../lib/errors"
import type { PlaceOrderInput } from "../../../../lib/orders/checkout-input"
import type { PaymentInstructions } from "@sugandh/contract"
import { orderAnswer } from "./order-answer"
import { loadOrderView } from "../../../../lib/orders/queries"
import type { OrderView } from "../../../../lib/orders/to-order-view"
import { getStoreContext } from "../../../../lib/catalogue"
import { explainCheckoutFailure } from "../../../../lib/checkout/checkout-failure"
import { placeCustomerOrderWorkflow } from "../../../../workflows/checkout/place-customer-order"
import { placeOrderWorkflow } from "../../../../workflows/checkout/place-order"

const TOTAL_CHANGED_MESSAGE = "Your order total has changed. Please review the updated totals and place the order again."

type PlacedOrderAnswer = {
  replayed: boolean
  body: {
    success: true
    message: string
    order: OrderView
    payment: PaymentInstructions
    whatsappUrl: string
  }
}

/**
 * POST /api/auth/orders behind the route: placeCustomerOrderWorkflow checks
 * (idempotency, empty cart, limits, coupon, address, COD, the account) and a
 * step's refusal is a DomainError the error handler answers; then
 * placeOrderWorkflow places the order, and Medusa's own failures there (stock,
 * coupon used up meanwhile, a concurrent submit) are explained here.
 */
export async function placeCustomerOrder(
  container: MedusaContainer,
  args: { customerId: string; input: PlaceOrderInput; idempotencyKey: string | null }
): Promise<PlacedOrderAnswer> {
  const { customerId, input, idempotencyKey } = args
  const { result: checked } = await placeCustomerOrderWorkflow(container).run({
    input: { customer_id: customerId, order: input, idempotency_key: idempotencyKey },
  })
  if (checked.replayed_order_id) return answerFor(container, checked.replayed_order_id, input, true)

  const place = checked.place!
  const { result } = await placeOrderWorkflow(container)
    .run({ input: place })
    .catch(async (error: unknown) => {
      const { salesChannelId } = await getStoreContext(container)
      throw await explainCheckoutFailure(container, error, { cartId: place.cart_id, salesChannelId })
    })
  if (!result.total_matches || !result.order_id) throw conflict(TOTAL_CHANGED_MESSAGE, { totals: result.totals })
  return answerFor(container, result.order_id, input, result.replayed)
}

async function answerFor(container: MedusaContainer, orderId: string, input: PlaceOrderInput, replayed: boolean) {
  const order = await loadOrderView(container, orderId)
  if (!order) throw notFound("Order not found")
  return { replayed, body: orderAnswer(order, input.paymentMethod) }
}
