import {
  acquireLockStep,
  addShippingMethodToCartWorkflow,
  addToCartWorkflow,
  deleteLineItemsStep,
  deleteLineItemsWorkflow,
  completeCartWorkflow,
  createPaymentCollectionForCartWorkflow,
  createPaymentSessionsWorkflow,
  releaseLockStep,
  updateCartWorkflow,
} from "@medusajs/medusa/core-flows"
import type { CreateAddressDTO } from "@medusajs/framework/types"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { MedusaAddressFields } from "../../lib/orders/address"
import { totalsMatch } from "../../lib/orders/checkout-input"
import { placeOrderLockKey } from "../../lib/orders/locks"
import { META } from "../../lib/orders/metadata"
import { GIFT_WRAP, giftWrapLineItem, type GiftWrapChoice } from "../../lib/orders/gift-wrap"
import { findOrderByIdempotencyKeyStep } from "./steps/find-order-by-idempotency-key"
import { rollBackInterruptedCompletionStep } from "./steps/roll-back-interrupted-completion"
import type { CheckoutTotals } from "../../lib/checkout/checkout-cart"
import { readCheckoutCartStep } from "./steps/read-checkout-cart"
import { assertCodAllowedStep } from "./steps/assert-cod-allowed"
import { codFeeLineItem } from "../../lib/cod/fee-line"

export type PlaceOrderWorkflowInput = {
  customer_id: string
  cart_id: string
  email: string
  shipping_address: MedusaAddressFields
  /** pp_razorpay_sugandh, pp_upi-qr_sugandh, pp_bank-transfer_sugandh or pp_cod_sugandh */
  payment_provider_id: string
  payment_method: "online" | "qr-code" | "bank-transfer" | "cod"
  /** Cash on delivery: the fee (₹, GST included) the order carries as our fee line; null for other methods. */
  cod_fee: number | null
  /** The codes the order must carry: [] removes a coupon the shopper dropped. */
  promo_codes: string[]
  idempotency_key?: string | null
  client_total: number
  shipping_option_id: string
  /** Gift wrap (+₹49) with its message, or null: the cart gets or loses our gift wrap line to match. */
  gift_wrap: GiftWrapChoice
  /** A business buyer's GSTIN and name for a B2B invoice (cart metadata, so the order carries them), or null. */
  business?: { gstin: string; name: string } | null
}

export type PlaceOrderWorkflowOutput = {
  order_id: string | null
  replayed: boolean
  total_matches: boolean
  totals: CheckoutTotals | null
  /** "online": the gateway's payment session (its data has the gateway's order to pay); null for other methods. */
  gateway_session: { id: string; data: Record<string, unknown> } | null
}

/** Seconds: how long a second submit of the same customer waits for the first to finish. */
const CUSTOMER_LOCK_TIMEOUT = 30
const CUSTOMER_LOCK_TTL = 120

/**
 * Places the customer's order from their server cart, entirely through
 * Medusa's workflows (each compensates itself if a later step fails):
 *
 * 1. lock the customer (two submits of the same checkout run one after the other);
 * 2. a submit whose Idempotency-Key already produced an order returns that order;
 *    a completion of this cart that a crash cut short is undone first;
 * 2b. the gift wrap the shopper chose and, for cash on delivery, the COD fee:
 *    our custom line items (lib/orders/gift-wrap, lib/cod/fee-line) are added
 *    with addToCartWorkflow, or stale ones removed with deleteLineItemsWorkflow,
 *    so Medusa prices and taxes them with the goods (a second unconfirmed COD
 *    order is refused before anything changes);
 * 3. updateCartWorkflow sets e-mail, shipping/billing address, the coupon
 *    (REPLACE, so the order carries exactly the shopper's coupon) and our
 *    metadata; it re-prices items and shipping and refreshes the payment collection;
 * 4. the server's total is compared with the client's: on a difference the
 *    workflow stops here, with no payment session and no order;
 * 5. payment collection + a session with our provider, then completeCartWorkflow:
 *    order, inventory reservation (under a lock per inventory item), promotion
 *    usage (row-locked against its limit), payment authorisation, cart completed.
 *
 * If completion fails (stock gone, coupon used up, crash-and-retry), Medusa
 * compensates in reverse: reservations deleted, usage reverted, session
 * deleted, cart restored to what it was. A crash cannot compensate: an order
 * left without payment is rolled back by the recover-interrupted-checkouts job
 * (or by step 2 when the shopper retries); a crash after completeCartWorkflow
 * committed leaves a complete order, and a retry with the same key returns it.
 */
export const placeOrderWorkflow = createWorkflow("place-customer-order", (input: PlaceOrderWorkflowInput) => {
  const lockKey = transform({ input }, ({ input }) => placeOrderLockKey(input.customer_id))
  acquireLockStep({ key: lockKey, timeout: CUSTOMER_LOCK_TIMEOUT, ttl: CUSTOMER_LOCK_TTL })

  const existing = findOrderByIdempotencyKeyStep({
    customer_id: input.customer_id,
    idempotency_key: input.idempotency_key,
  })

  // The workflow SDK has no nested when(): each conditional block below repeats "not placed yet".
  const before = when("checkout-not-yet-placed", { existing }, ({ existing }) => !existing.order_id).then(() => {
    // Refused before anything changes: a second unconfirmed cash-on-delivery order (under the customer's lock).
    assertCodAllowedStep({ customer_id: input.customer_id, payment_method: input.payment_method })
    rollBackInterruptedCompletionStep({ cart_id: input.cart_id })
    return readCheckoutCartStep({ cart_id: input.cart_id }).config({ name: "read-cart-before-checkout" })
  })

  // Our charge lines: the gift wrap (a line that already says what the shopper chose is kept) and the
  // cash-on-delivery fee at today's fee; stale ones (other message, other method, other fee) leave first.
  const charges = transform({ input, existing, before }, ({ input, existing, before }) => {
    if (existing.order_id || !before) return { drop: [] as string[], add: [] as ReturnType<typeof codFeeLineItem>[] }
    const wraps = before.gift_wrap_lines
    const wanted = input.gift_wrap
    // Kept only as the server made it: one unit at the server's price (a Store API client can change a line's quantity).
    const keepWrap =
      !!wanted &&
      wraps.length === 1 &&
      wraps[0].message === wanted.message &&
      wraps[0].quantity === 1 &&
      wraps[0].unit_price === GIFT_WRAP.price
    const fees = before.cod_fee_lines
    const keepFee = input.cod_fee !== null && fees.length === 1 && fees[0].unit_price === input.cod_fee && fees[0].quantity === 1
    return {
      drop: [...(keepWrap ? [] : wraps.map((line) => line.id)), ...(keepFee ? [] : fees.map((line) => line.id))],
      add: [
        ...(wanted && !keepWrap ? [giftWrapLineItem(wanted.message ?? null)] : []),
        ...(input.cod_fee !== null && !keepFee ? [codFeeLineItem(input.cod_fee)] : []),
      ],
    }
  })
  when("drop-stale-charges", { charges }, ({ charges }) => charges.drop.length > 0).then(() => {
    const dropInput = transform({ input, charges }, ({ input, charges }) => ({ cart_id: input.cart_id, ids: charges.drop }))
    deleteLineItemsWorkflow.runAsStep({ input: dropInput })
  })
  when("add-charges", { charges }, ({ charges }) => charges.add.length > 0).then(() => {
    const addInput = transform({ input, charges }, ({ input, charges }) => ({ cart_id: input.cart_id, items: charges.add }))
    addToCartWorkflow.runAsStep({ input: addInput })
  })

  // The cart API attaches Standard Shipping with the first item; a cart built elsewhere may lack it.
  when("cart-lacks-shipping", { existing, before }, ({ existing, before }) => {
    return !existing.order_id && !!before && before.shipping_method_count === 0
  }).then(() => {
    const shippingInput = transform({ input }, ({ input }) => ({
      cart_id: input.cart_id,
      options: [{ id: input.shipping_option_id }],
    }))
    addShippingMethodToCartWorkflow.runAsStep({ input: shippingInput })
  })

  const priced = when("update-cart-for-checkout", { existing }, ({ existing }) => !existing.order_id).then(() => {
    const updateInput = transform({ input, before }, ({ input, before }) => ({
      id: input.cart_id,
      email: input.email,
      // Our address fields are a subset of Medusa's CreateAddressDTO (nullable strings).
      shipping_address: input.shipping_address as CreateAddressDTO,
      billing_address: input.shipping_address as CreateAddressDTO,
      promo_codes: input.promo_codes,
      // Written afresh: nothing a client put on the cart through the Store API reaches the order (issue 43).
      // Medusa merges metadata and deletes a key given as "", so every earlier key is deleted unless set here.
      metadata: {
        ...Object.fromEntries(Object.keys(before?.metadata ?? {}).map((key) => [key, ""])),
        [META.cartId]: input.cart_id,
        [META.paymentMethod]: input.payment_method,
        [META.idempotencyKey]: input.idempotency_key ?? null,
        [META.checkoutAt]: new Date().toISOString(),
        [META.gstin]: input.business?.gstin ?? null,
        [META.businessName]: input.business?.name ?? null,
      },
    }))
    updateCartWorkflow.runAsStep({ input: updateInput })
    return readCheckoutCartStep({ cart_id: input.cart_id }).config({ name: "read-cart-priced" })
  })

  const proceed = transform({ existing, priced, input }, ({ existing, priced, input }) => {
    return !existing.order_id && !!priced && totalsMatch(input.client_total, priced.totals.total)
  })

  when("cart-needs-payment-collection", { proceed, priced }, ({ proceed, priced }) => {
    return proceed && !priced?.payment_collection_id
  }).then(() => {
    createPaymentCollectionForCartWorkflow.runAsStep({ input: { cart_id: input.cart_id } })
  })

  const orderId = when(
    "client-total-matches",
    { proceed, input },
    ({ proceed, input }) => proceed && input.payment_method !== "online"
  ).then(() => {
    const payable = readCheckoutCartStep({ cart_id: input.cart_id }).config({ name: "read-cart-payable" })
    const sessionInput = transform({ payable, input }, ({ payable, input }) => ({
      payment_collection_id: payable.payment_collection_id!,
      provider_id: input.payment_provider_id,
      data: { method: input.payment_method },
    }))
    createPaymentSessionsWorkflow.runAsStep({ input: sessionInput })
    const completed = completeCartWorkflow.runAsStep({ input: { id: input.cart_id } })
    return transform({ completed }, ({ completed }) => completed.id as string)
  })

  // A gateway payment is taken first: the session only (the provider creates the gateway's order); the cart
  // becomes an order when the payment is proven (workflows/checkout/complete-online-payment.ts or Medusa's
  // payment webhook), so it stays intact until then. The gateway keeps the cart id in its order's notes.
  const session = when(
    "online-total-matches",
    { proceed, input },
    ({ proceed, input }) => proceed && input.payment_method === "online"
  ).then(() => {
    const payable = readCheckoutCartStep({ cart_id: input.cart_id }).config({ name: "read-cart-payable-online" })
    const sessionInput = transform({ payable, input }, ({ payable, input }) => ({
      payment_collection_id: payable.payment_collection_id!,
      provider_id: input.payment_provider_id,
      data: { method: input.payment_method, cart_id: input.cart_id },
    }))
    return createPaymentSessionsWorkflow.runAsStep({ input: sessionInput }).config({ name: "create-online-payment-session" })
  })

  // A changed total stops here: the gift wrap and the COD fee leave the cart again, so the cart page never shows them as products.
  when("total-changed-with-gift-wrap", { existing, priced, proceed }, ({ existing, priced, proceed }) => {
    return !existing.order_id && !proceed && !!priced && priced.gift_wrap_lines.length + priced.cod_fee_lines.length > 0
  }).then(() => {
    const ids = transform({ priced }, ({ priced }) => [...priced!.gift_wrap_lines, ...priced!.cod_fee_lines].map((line) => line.id))
    deleteLineItemsStep(ids)
  })

  releaseLockStep({ key: lockKey })

  const result = transform({ existing, priced, proceed, orderId, session, input }, (data): PlaceOrderWorkflowOutput => {
    if (data.existing.order_id) {
      return { order_id: data.existing.order_id, replayed: true, total_matches: true, totals: null, gateway_session: null }
    }
    const online = data.input.payment_method === "online" && data.session
    return {
      order_id: (data.orderId as string | undefined) ?? null,
      replayed: false,
      total_matches: data.proceed,
      totals: data.priced?.totals ?? null,
      gateway_session: online ? { id: data.session!.id, data: (data.session!.data ?? {}) as Record<string, unknown> } : null,
    }
  })
  return new WorkflowResponse(result)
})
