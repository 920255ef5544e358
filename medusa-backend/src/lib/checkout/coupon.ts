import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules, PromotionActions } from "@medusajs/framework/utils"
import { updateCartPromotionsWorkflow } from "@medusajs/medusa/core-flows"
import { getStoreContext } from "../catalogue"
import { CHECKOUT_MESSAGES } from "../orders/checkout-input"
import { amount } from "../orders/to-spec-order"
import { findCustomerCartId } from "../cart/find-customer-cart"
import { EMPTY_CART_VIEW, readCart, type CartView } from "../cart/cart-view"
import { readCheckoutCart, type CheckoutTotals } from "./checkout-cart"
import { COUPON_MESSAGES } from "@sugandh/contract"

export { COUPON_MESSAGES }

type PromotionRow = {
  id: string
  code?: string | null
  status?: string | null
  limit?: number | null
  used?: number | null
  campaign?: {
    starts_at?: Date | string | null
    ends_at?: Date | string | null
    budget?: { type?: string | null; limit?: unknown; used?: unknown } | null
  } | null
}

/**
 * Why a code cannot be used right now, or null when Medusa would accept it:
 * unknown, not active, outside its campaign dates, or its usage limit /
 * campaign budget reached. Whether it discounts this cart is Medusa's answer
 * when the code is applied.
 */
export function couponRefusal(promotion: PromotionRow | undefined, now: Date = new Date()): string | null {
  if (!promotion) return COUPON_MESSAGES.invalid
  if (promotion.status !== "active") return COUPON_MESSAGES.invalid
  const starts = promotion.campaign?.starts_at ? new Date(promotion.campaign.starts_at) : null
  const ends = promotion.campaign?.ends_at ? new Date(promotion.campaign.ends_at) : null
  if (starts && starts > now) return COUPON_MESSAGES.invalid
  if (ends && ends <= now) return COUPON_MESSAGES.invalid
  if (typeof promotion.limit === "number" && (promotion.used ?? 0) >= promotion.limit) return COUPON_MESSAGES.usedUp
  const budget = promotion.campaign?.budget
  const budgetLimit = budget?.limit === null || budget?.limit === undefined ? null : amount(budget.limit)
  if (budget && budgetLimit !== null && (budget.type === "usage" || budget.type === "spend")) {
    if (amount(budget.used) >= budgetLimit) return COUPON_MESSAGES.usedUp
  }
  return null
}

export async function findPromotionByCode(container: MedusaContainer, code: string): Promise<PromotionRow | undefined> {
  const promotions = await container
    .resolve(Modules.PROMOTION)
    .listPromotions({ code: [code] }, { relations: ["campaign", "campaign.budget"], take: 1 })
  return promotions[0] as PromotionRow | undefined
}

type CouponValidation =
  | { valid: true; code: string; calculatedDiscount: number; totals: CheckoutTotals; message: string }
  | { valid: false; code: string; message: string }

async function replaceCartCodes(container: MedusaContainer, cartId: string, codes: string[]) {
  await updateCartPromotionsWorkflow(container).run({
    input: { cart_id: cartId, promo_codes: codes, action: PromotionActions.REPLACE },
  })
}

/**
 * POST /api/coupons/validate: the code is applied to the customer's server
 * cart through Medusa's updateCartPromotionsWorkflow and the discount is the
 * cart's discount_total as Medusa computed it (a category-scoped promotion
 * discounts only its categories). A valid code stays applied: it is the
 * cart's coupon, and checkout places the order with exactly the coupon the
 * shopper sends. A refused code leaves the cart without a coupon, like the
 * storefront's "a failed validation clears it".
 */
export async function validateCouponOnCart(container: MedusaContainer, customerId: string, code: string): Promise<CouponValidation> {
  const store = await getStoreContext(container)
  const cartId = await findCustomerCartId(container, customerId, store)
  const cart = cartId ? await readCheckoutCart(container, cartId) : null
  if (!cartId || !cart || cart.item_count === 0) return { valid: false, code, message: CHECKOUT_MESSAGES.emptyCart }

  const refusal = couponRefusal(await findPromotionByCode(container, code))
  if (refusal) {
    if (cart.totals.discount > 0) await replaceCartCodes(container, cartId, [])
    return { valid: false, code, message: refusal }
  }

  await replaceCartCodes(container, cartId, [code])
  const after = await readCheckoutCart(container, cartId)
  const discount = Math.min(after?.totals.discount ?? 0, after?.totals.subtotal ?? 0)
  if (!after || discount <= 0) {
    if (after && after.totals.discount > 0) await replaceCartCodes(container, cartId, [])
    return { valid: false, code, message: COUPON_MESSAGES.notApplicable }
  }
  return { valid: true, code, calculatedDiscount: discount, totals: after.totals, message: COUPON_MESSAGES.applied(discount) }
}

/**
 * POST /api/coupons/remove: the coupon box's Remove. Takes every code off the
 * customer's server cart (Medusa's updateCartPromotionsWorkflow), so /cart and
 * the order show no discount either; answers the cart as the cart calls do.
 */
export async function removeCouponFromCart(container: MedusaContainer, customerId: string): Promise<CartView> {
  const store = await getStoreContext(container)
  const cartId = await findCustomerCartId(container, customerId, store)
  if (!cartId) return EMPTY_CART_VIEW
  const before = await readCart(container, cartId)
  if (before.view.coupon) await replaceCartCodes(container, cartId, [])
  return before.view.coupon ? (await readCart(container, cartId)).view : before.view
}
