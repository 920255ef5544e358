import type { MedusaContainer } from "@medusajs/framework/types"
import { addToCartWorkflow } from "@medusajs/medusa/core-flows"
import { addToCustomerCartWorkflow, type CustomerCartStore } from "../../../../workflows/cart/add-to-customer-cart"
import { readCart, type CartView } from "../../../../lib/cart/cart-view"
import type { CustomerCartRef } from "../../../../lib/cart/find-customer-cart"
import { syncCartShippingWorkflow } from "../../../../workflows/cart/sync-cart-shipping"

type AddItemInput = {
  customerId: string
  variantId: string
  quantity: number
  store: CustomerCartStore
  /** The customer's cart as findCustomerCart(..., { withShipping: true }) found it; routes look it up alongside the product. */
  existing: CustomerCartRef | null
}

/**
 * The add-to-cart business operation, with a fast path for the common case.
 *
 * - The customer already has a cart with its shipping method: Medusa's own
 *   addToCartWorkflow does the whole job (price, merge, inventory check, cart
 *   lock, refresh of items, shipping price and promotions). Nothing of ours
 *   runs inside, so this costs what Medusa's Store API call costs.
 * - No cart yet, or an emptied one without shipping: addToCustomerCartWorkflow
 *   creates the cart under the customer's lock and attaches Standard Shipping.
 *
 * Either way the answer is read back once; if a concurrent clear left the
 * cart with items but no shipping method, it is put right before answering.
 */
export async function addItemToCustomerCart(container: MedusaContainer, input: AddItemInput): Promise<CartView> {
  const existing = input.existing
  let cartId: string
  if (existing?.hasShippingMethod) {
    await addToCartWorkflow(container).run({
      input: { cart_id: existing.id, items: [{ variant_id: input.variantId, quantity: input.quantity }] },
    })
    cartId = existing.id
  } else {
    const { result } = await addToCustomerCartWorkflow(container).run({
      input: {
        customer_id: input.customerId,
        variant_id: input.variantId,
        quantity: input.quantity,
        store: input.store,
      },
    })
    cartId = result.cart_id
  }
  return readCartInStep(container, cartId, input.store.shipping_option_id)
}

/** Reads the cart; when items and shipping method disagree (a race with a clear), syncs and reads again. */
async function readCartInStep(container: MedusaContainer, cartId: string, shippingOptionId: string): Promise<CartView> {
  const first = await readCart(container, cartId)
  if (first.shippingInStep) return first.view
  await syncCartShippingWorkflow(container).run({ input: { cart_id: cartId, shipping_option_id: shippingOptionId } })
  return (await readCart(container, cartId)).view
}
