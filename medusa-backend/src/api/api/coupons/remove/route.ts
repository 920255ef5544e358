import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { COUPON_MESSAGES } from "../../../../lib/checkout/coupon"
import { EMPTY_CART_VIEW, readCart } from "../../../../lib/cart/cart-view"
import { explainCheckoutFailure } from "../../../../lib/checkout/checkout-failure"
import { removeCartCouponWorkflow } from "../../../../workflows/coupon/remove-cart-coupon"
import type { CouponRemoveAnswer } from "@sugandh/contract"

/**
 * POST /api/coupons/remove: the checkout's Remove takes the coupon off the
 * customer's server cart (the cart is the truth; the box only shows it) and
 * answers the cart without it, like the /api/auth/cart calls.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse<CouponRemoveAnswer>) {
  const { result } = await removeCartCouponWorkflow(req.scope)
    .run({ input: { customer_id: req.auth_context.actor_id } })
    .catch(async (error: unknown) => {
      throw await explainCheckoutFailure(req.scope, error, { cartId: "", salesChannelId: "" })
    })
  const view = result.cart_id ? (await readCart(req.scope, result.cart_id)).view : EMPTY_CART_VIEW
  res.json({ success: true, message: COUPON_MESSAGES.removed, ...view })
}
