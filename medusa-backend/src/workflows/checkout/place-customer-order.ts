import { useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { toMedusaAddress } from "../../lib/orders/address"
import type { PlaceOrderInput } from "../../lib/orders/checkout-input"
import { providerIdForMethod } from "../../modules/providers/payment-manual-upi/methods"
import type { PlaceOrderWorkflowInput } from "./place-order"
import { findOrderByIdempotencyKeyStep } from "./steps/find-order-by-idempotency-key"
import { findCustomerCheckoutCartStep } from "./steps/find-customer-checkout-cart"
import { refuseEmptyCartStep } from "./steps/refuse-empty-cart"
import { assertOrderLimitsStep } from "./steps/assert-order-limits"
import { assertCouponUsableStep } from "./steps/assert-coupon-usable"
import { resolveShippingAddressStep } from "./steps/resolve-shipping-address"
import { assertCodDeliverableStep } from "./steps/assert-cod-deliverable"
import { requireCustomerEmailStep } from "./steps/require-customer-email"

export type PlaceCustomerOrderWorkflowInput = {
  customer_id: string
  /** The parsed POST /api/auth/orders body. */
  order: PlaceOrderInput
  idempotency_key: string | null
}

/** Either the order a repeated submit already placed, or the checked input placeOrderWorkflow places the order with. */
export type PlaceCustomerOrderWorkflowOutput =
  { replayed_order_id: string; place: null } | { replayed_order_id: null; place: PlaceOrderWorkflowInput }

/**
 * POST /api/auth/orders' checks as one workflow: everything that refuses an
 * order before anything changes. The route then runs placeOrderWorkflow (which
 * locks the customer, writes the cart and completes it, compensating itself)
 * with the input this gives. Not nested with runAsStep: a failure inside
 * completeCartWorkflow three workflows deep came out of Medusa's engine as
 * "Updating Status from "ok" to "temp_failure" is not allowed." (400) instead
 * of its own error, so stock and coupon-limit refusals lost their answers.
 *
 * 1. a repeated Idempotency-Key that already placed an order answers with it (fast path, no lock);
 * 2. the customer's server cart must have items (a duplicate submit that just completed it answers its order);
 * 3. order limits (units, open unpaid orders, unverified accounts), the coupon,
 *    the shipping address's PIN and state, cash on delivery's zone and cap, the
 *    account's e-mail: each a read-only step that throws a DomainError, in the
 *    order the shopper would fix them;
 * 4. the input of placeOrderWorkflow (the address with its PIN's state, the COD fee, the provider).
 *
 * Every check here only reads, so a refusal leaves nothing to undo; the
 * writes and their compensation are placeOrderWorkflow's.
 */
export const placeCustomerOrderWorkflow = createWorkflow("customer-checkout", (input: PlaceCustomerOrderWorkflowInput) => {
  const known = findOrderByIdempotencyKeyStep({
    customer_id: input.customer_id,
    idempotency_key: input.idempotency_key,
  }).config({ name: "find-known-order" })

  // The workflow SDK has no nested when(): each block below repeats its condition.
  const found = when("order-not-known", { known }, ({ known }) => !known.order_id).then(() => {
    const checkout = findCustomerCheckoutCartStep({ customer_id: input.customer_id })
    const itemCount = transform({ checkout }, ({ checkout }) => checkout.cart?.item_count ?? 0)
    const emptyCart = refuseEmptyCartStep({
      customer_id: input.customer_id,
      idempotency_key: input.idempotency_key,
      item_count: itemCount,
    })
    return transform({ checkout, emptyCart }, ({ checkout, emptyCart }) => ({
      ...checkout,
      replayed_order_id: emptyCart.replayed_order_id,
    }))
  })

  const placed = when("cart-ready", { found }, ({ found }) => !!found?.cart && !found.replayed_order_id).then(() => {
    const cartId = transform({ found }, ({ found }) => found!.cart!.cart_id)
    assertOrderLimitsStep({ customer_id: input.customer_id, cart_id: cartId })
    assertCouponUsableStep({ code: input.order.couponCode })
    const shipping = resolveShippingAddressStep({ address: input.order.shippingAddress })
    const codInput = transform({ input, shipping }, ({ input, shipping }) => ({
      payment_method: input.order.paymentMethod,
      pin: shipping.pin,
      cod_available: shipping.cod_available,
      client_total: input.order.client.total,
    }))
    const cod = assertCodDeliverableStep(codInput)
    const { data: customer } = useQueryGraphStep({
      entity: "customer",
      fields: ["id", "email"],
      filters: { id: input.customer_id },
      options: { isList: false },
    }).config({ name: "read-ordering-customer" })
    const email = requireCustomerEmailStep({ customer })

    return transform({ input, found, shipping, cod, email }, ({ input, found, shipping, cod, email }): PlaceOrderWorkflowInput => ({
      customer_id: input.customer_id,
      cart_id: found!.cart!.cart_id,
      email,
      shipping_address: toMedusaAddress(shipping.address),
      payment_provider_id: providerIdForMethod(input.order.paymentMethod),
      payment_method: input.order.paymentMethod,
      promo_codes: input.order.couponCode ? [input.order.couponCode] : [],
      idempotency_key: input.idempotency_key,
      client_total: input.order.client.total,
      shipping_option_id: found!.shipping_option_id,
      gift_wrap: input.order.giftWrap,
      cod_fee: cod.cod_fee,
      business: input.order.business,
    }))
  })

  const result = transform({ known, found, placed }, ({ known, found, placed }): PlaceCustomerOrderWorkflowOutput => {
    const replayedId = known.order_id ?? found?.replayed_order_id ?? null
    if (replayedId) return { replayed_order_id: replayedId, place: null }
    return { replayed_order_id: null, place: placed! }
  })
  return new WorkflowResponse(result)
})
