import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { COUPON_MESSAGES, removeCouponFromCart } from "../../../../lib/checkout/coupon"
import { explainCheckoutFailure } from "../../../../lib/checkout/checkout-failure"
import type { CouponRemoveAnswer } from "@sugandh/contract"

/**
 * POST /api/coupons/remove: the checkout's Remove takes the coupon off the
 * customer's server cart (the cart is the truth; the box only shows it) and
 * answers the cart without it, like the /api/auth/cart calls.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse<CouponRemoveAnswer>) {
  let view
  try {
    view = await removeCouponFromCart(req.scope, req.auth_context.actor_id)
  } catch (error) {
    throw await explainCheckoutFailure(req.scope, error, { cartId: "", salesChannelId: "" })
  }
  res.json({ success: true, message: COUPON_MESSAGES.removed, ...view })
}
