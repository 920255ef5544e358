import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { getStoreContext } from "../../../lib/catalogue"
import { findCustomerCartId } from "../../../lib/cart/find-customer-cart"
import { readCart } from "../../../lib/cart/cart-view"

/** The customer's server cart and whether a coupon discounts it now (as the cart calls show it). Read-only. */
export const findCartCouponStep = createStep("find-cart-coupon", async (input: { customer_id: string }, { container }) => {
  const store = await getStoreContext(container)
  const cartId = await findCustomerCartId(container, input.customer_id, store)
  const hasCoupon = cartId ? !!(await readCart(container, cartId)).view.coupon : false
  return new StepResponse({ cart_id: cartId, has_coupon: hasCoupon })
})
