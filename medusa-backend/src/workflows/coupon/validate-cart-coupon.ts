import { updateCartPromotionsWorkflow, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { PromotionActions } from "@medusajs/framework/utils"
import { createHook, createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { COUPON_MESSAGES, couponRefusal } from "../../lib/checkout/coupon"
import type { CheckoutTotals } from "../../lib/checkout/checkout-cart"
import { CHECKOUT_MESSAGES } from "../../lib/orders/checkout-input"
import { findCustomerCheckoutCartStep } from "../checkout/steps/find-customer-checkout-cart"
import { readCheckoutCartStep } from "../checkout/steps/read-checkout-cart"

export type ValidateCartCouponOutput =
  | { valid: true; code: string; calculatedDiscount: number; totals: CheckoutTotals; message: string }
  | { valid: false; code: string; message: string }

/** The promotion fields couponRefusal reads: status, dates, usage limit, campaign budget. */
const PROMOTION_FIELDS = [
  "id",
  "code",
  "status",
  "limit",
  "used",
  "campaign.starts_at",
  "campaign.ends_at",
  "campaign.budget.type",
  "campaign.budget.limit",
  "campaign.budget.used",
]

/**
 * POST /api/coupons/validate as a workflow: the code is checked against the
 * promotion (read with Query) before anything is written, then set as the
 * customer's server cart's one coupon through Medusa's
 * updateCartPromotionsWorkflow (REPLACE). The discount is the cart's
 * discount_total as Medusa computed it (a category-scoped promotion discounts
 * only its categories).
 *
 * A valid code stays applied: checkout places the order with exactly the
 * coupon the shopper sends. A refused code leaves the cart without a coupon,
 * like the storefront's "a failed validation clears it": a code Medusa's rules
 * give no discount is not linked to the cart (Medusa links only the codes that
 * compute an adjustment), and the coupon it replaced is gone. If a step after
 * the coupon was written fails, Medusa's steps compensate: the cart's coupon
 * and adjustments return to what they were.
 */
export const validateCartCouponWorkflow = createWorkflow("validate-cart-coupon", (input: { customer_id: string; code: string }) => {
  const checkout = findCustomerCheckoutCartStep({ customer_id: input.customer_id })
  const { data: promotion } = useQueryGraphStep({
    entity: "promotion",
    fields: PROMOTION_FIELDS,
    filters: { code: input.code },
    options: { isList: false },
  }).config({ name: "read-coupon-promotion" })

  const decision = transform({ checkout, promotion }, ({ checkout, promotion }) => {
    const cart = checkout.cart
    if (!cart || cart.item_count === 0) return { cart_id: null, refusal: CHECKOUT_MESSAGES.emptyCart as string, codes: null }
    const refusal = couponRefusal(promotion ?? undefined)
    // A refused code takes off the coupon the cart has; a cart without a discount is left as it is.
    if (refusal) return { cart_id: cart.cart_id, refusal, codes: cart.totals.discount > 0 ? [] : null }
    return { cart_id: cart.cart_id, refusal: null, codes: [input.code] }
  })

  const after = when("cart-coupon-changes", { decision }, ({ decision }) => !!decision.cart_id && !!decision.codes).then(() => {
    const promotionsInput = transform({ decision }, ({ decision }) => ({
      cart_id: decision.cart_id!,
      promo_codes: decision.codes!,
      action: PromotionActions.REPLACE,
    }))
    updateCartPromotionsWorkflow.runAsStep({ input: promotionsInput })
    return readCheckoutCartStep({ cart_id: promotionsInput.cart_id }).config({ name: "read-cart-with-coupon" })
  })

  // Extension point once the cart's coupon changed (or was left as it was); a handler that throws undoes the change:
  // updateCartPromotionsWorkflow's compensation gives the cart back its coupon and adjustments.
  const couponApplied = createHook(
    "cartCouponApplied",
    transform({ decision, after }, ({ decision, after }) => ({
      cart_id: decision.cart_id,
      codes: decision.codes,
      totals: after?.totals ?? null,
    }))
  )

  const result = transform({ input, decision, after }, ({ input, decision, after }): ValidateCartCouponOutput => {
    if (decision.refusal) return { valid: false, code: input.code, message: decision.refusal }
    const discount = Math.min(after?.totals.discount ?? 0, after?.totals.subtotal ?? 0)
    if (!after || discount <= 0) return { valid: false, code: input.code, message: COUPON_MESSAGES.notApplicable }
    return { valid: true, code: input.code, calculatedDiscount: discount, totals: after.totals, message: COUPON_MESSAGES.applied(discount) }
  })
  return new WorkflowResponse(result, { hooks: [couponApplied] })
})
