import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { DomainError, invalidInput, conflict, notFound } from "../../../../lib/errors"
import { getStoreContext } from "../../../../lib/catalogue"
import { toMedusaAddress } from "../../../../lib/orders/address"
import { CHECKOUT_MESSAGES, type PlaceOrderInput } from "../../../../lib/orders/checkout-input"
import type { PaymentInstructions } from "../../../../lib/orders/payment-instructions"
import { orderAnswer } from "./order-answer"
import { loadSpecOrder } from "../../../../lib/orders/queries"
import type { SpecOrder } from "../../../../lib/orders/to-spec-order"
import { cartLines, orderLimitRefusal } from "../../../../lib/orders/order-limits"
import { providerIdForMethod } from "../../../../modules/providers/payment-manual-upi/methods"
import { findCustomerCartId } from "../../../../lib/cart/find-customer-cart"
import { COUPON_MESSAGES, couponRefusal, findPromotionByCode } from "../../../../lib/checkout/coupon"
import { explainCheckoutFailure } from "../../../../lib/checkout/checkout-failure"
import { placeOrderWorkflow } from "../../../../workflows/checkout/place-order"
import { findOrderIdByIdempotencyKey } from "../../../../workflows/checkout/steps/find-order-by-idempotency-key"
import { readCheckoutCart } from "../../../../lib/checkout/checkout-cart"
import { resolveAddressState } from "../../../../lib/serviceability/address-state"
import { codSettings, COD_MESSAGES } from "../../../../lib/cod/settings"

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

async function answerFor(container: MedusaContainer, orderId: string, input: PlaceOrderInput, replayed: boolean) {
  const order = await loadSpecOrder(container, orderId)
  if (!order) throw notFound("Order not found")
  return { replayed, body: orderAnswer(order, input.paymentMethod) }
}

/**
 * POST /api/auth/orders behind the route: finds the customer's server cart,
 * answers a repeated Idempotency-Key with the first order, refuses an empty
 * cart, runs placeOrderWorkflow and turns its outcome into the /api answer.
 */
export async function placeCustomerOrder(
  container: MedusaContainer,
  args: { customerId: string; input: PlaceOrderInput; idempotencyKey: string | null }
): Promise<PlacedOrderAnswer> {
  const { customerId, input, idempotencyKey } = args
  // Fast path for a repeated submit: the cart is already completed, the order exists.
  if (idempotencyKey) {
    const orderId = await findOrderIdByIdempotencyKey(container, customerId, idempotencyKey)
    if (orderId) return answerFor(container, orderId, input, true)
  }

  const store = await getStoreContext(container)
  const cartId = await findCustomerCartId(container, customerId, store)
  const cart = cartId ? await readCheckoutCart(container, cartId) : null
  if (!cartId || !cart || cart.item_count === 0) {
    // A duplicate submit may have completed the cart between the look-up above and now.
    const orderId = idempotencyKey ? await findOrderIdByIdempotencyKey(container, customerId, idempotencyKey) : null
    if (orderId) return answerFor(container, orderId, input, true)
    throw invalidInput(CHECKOUT_MESSAGES.emptyCart)
  }

  // Caps on units and on open unpaid orders (the completeCartWorkflow hook holds them too, for the Store API).
  const limit = await orderLimitRefusal(container, { customerId, cartId, lines: await cartLines(container, cartId) })
  if (limit) throw new DomainError(limit.refusal, limit.message, { extra: limit.extra })

  // A coupon Medusa would refuse is answered in the validate call's words, before anything changes.
  if (input.couponCode) {
    const refusal = couponRefusal(await findPromotionByCode(container, input.couponCode))
    if (refusal === COUPON_MESSAGES.usedUp) throw conflict(refusal)
    if (refusal) throw invalidInput(refusal)
  }

  // The state follows the PIN: refused when they disagree, or the PIN is unknown or not served (400).
  const place = await resolveAddressState(container, input.shippingAddress, "shippingAddress.")
  const shippingAddress = { ...input.shippingAddress, state: place.state, stateCode: place.stateCode }

  // Cash on delivery: only where the PIN's zone allows it, and only up to COD_MAX_ORDER (fee included). The
  // client's total is checked here and the workflow places the order only when the server's total equals it.
  const cod = input.paymentMethod === "cod" ? codSettings() : null
  if (cod && !place.serviceability.cod) {
    const msg = COD_MESSAGES.pinNotCod(place.serviceability.pin)
    throw invalidInput(msg, [{ msg, path: "paymentMethod" }])
  }
  if (cod && input.client.total > cod.maxOrder) {
    const msg = COD_MESSAGES.overLimit(cod.maxOrder)
    throw invalidInput(msg, [{ msg, path: "paymentMethod" }], { maxOrder: cod.maxOrder })
  }

  const [customer] = await container.resolve(Modules.CUSTOMER).listCustomers({ id: customerId }, { select: ["id", "email"] })
  if (!customer?.email) throw notFound("Customer not found")

  let result
  try {
    ;({ result } = await placeOrderWorkflow(container).run({
      input: {
        customer_id: customerId,
        cart_id: cartId,
        email: customer.email,
        shipping_address: toMedusaAddress(shippingAddress),
        payment_provider_id: providerIdForMethod(input.paymentMethod),
        payment_method: input.paymentMethod,
        promo_codes: input.couponCode ? [input.couponCode] : [],
        idempotency_key: idempotencyKey,
        client_total: input.client.total,
        shipping_option_id: store.shippingOptionId,
        gift_wrap: input.giftWrap,
        cod_fee: cod ? cod.fee : null,
        business: input.business,
      },
    }))
  } catch (error) {
    throw await explainCheckoutFailure(container, error, { cartId, salesChannelId: store.salesChannelId })
  }

  if (!result.total_matches || !result.order_id) {
    throw conflict(TOTAL_CHANGED_MESSAGE, { totals: result.totals })
  }
  return answerFor(container, result.order_id, input, result.replayed)
}
