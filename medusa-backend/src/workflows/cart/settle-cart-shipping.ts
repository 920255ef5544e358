import type { MedusaContainer } from "@medusajs/framework/types"
import { refreshCartShippingMethodsWorkflow } from "@medusajs/medusa/core-flows"
import { readCart, type CartView } from "./cart-view"

/**
 * Medusa's cart refresh re-prices the shipping method before it re-applies
 * promotions, and the free-shipping rule reads item_total (after discounts).
 * So with a coupon on the cart, the shipping price can lag one change behind
 * the discounted total: the cart would show ₹0 while placing the order
 * charges ₹99. Re-pricing the shipping once more after a write settles it, and
 * only carts with a discount pay for it.
 */
export async function settleShippingAfterDiscount(
  container: MedusaContainer,
  cartId: string,
  view: CartView
): Promise<CartView> {
  if (view.totals.discount <= 0) return view
  await refreshCartShippingMethodsWorkflow(container).run({ input: { cart_id: cartId } })
  return (await readCart(container, cartId)).view
}

/** Reads the cart after a write, with the shipping price settled. */
export async function readCartAfterWrite(container: MedusaContainer, cartId: string): Promise<CartView> {
  const { view } = await readCart(container, cartId)
  return settleShippingAfterDiscount(container, cartId, view)
}
