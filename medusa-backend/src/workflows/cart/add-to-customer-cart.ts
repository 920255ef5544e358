import { acquireLockStep, addToCartWorkflow, createCartWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { findCustomerCartStep } from "./steps/find-customer-cart"
import { syncCartShippingWorkflow } from "./sync-cart-shipping"
import { CART_LOCK } from "./lock-timing"

export type CustomerCartStore = {
  region_id: string
  sales_channel_id: string
  currency_code: string
  country_code: string
  shipping_option_id: string
}

export type AddToCustomerCartInput = {
  customer_id: string
  variant_id: string
  quantity: number
  store: CustomerCartStore
}

/** Lock key that serialises "find or create the cart" per customer, so two first adds cannot make two carts. */
export const customerCartLockKey = (customerId: string) => `customer-cart:${customerId}`

/**
 * Adds a variant to the customer's one active cart, creating the cart on the
 * first add (region India, our sales channel, the customer's id and e-mail,
 * shipping country "in" so shipping options apply). A new cart is created with
 * its item by createCartWorkflow; an existing one gets it from addToCartWorkflow.
 * Both price the item (calculated price; nothing from the request) and confirm
 * inventory through Medusa's confirmVariantInventoryWorkflow, whose
 * INSUFFICIENT_INVENTORY error is the stock guard; addToCartWorkflow also merges
 * it with an existing line of the same variant. Creating the cart with its item
 * saves one of the three full cart refreshes a first add used to pay (create,
 * add, shipping). Then the shipping method is attached if the cart had none
 * (new cart, or emptied earlier).
 */
export const addToCustomerCartWorkflow = createWorkflow("add-to-customer-cart", (input: AddToCustomerCartInput) => {
  const customerKey = transform({ input }, ({ input }) => customerCartLockKey(input.customer_id))
  acquireLockStep({ key: customerKey, ...CART_LOCK }).config({ name: "lock-customer-cart" })

  const found = findCustomerCartStep(
    transform({ input }, ({ input }) => ({
      customer_id: input.customer_id,
      regionId: input.store.region_id,
      salesChannelId: input.store.sales_channel_id,
    }))
  )

  const items = transform({ input }, ({ input }) => [{ variant_id: input.variant_id, quantity: input.quantity }])

  const created = when("customer-has-no-cart", { found }, ({ found }) => !found.cart_id).then(() => {
    const createInput = transform({ input, items }, ({ input, items }) => ({
      region_id: input.store.region_id,
      sales_channel_id: input.store.sales_channel_id,
      currency_code: input.store.currency_code,
      customer_id: input.customer_id,
      shipping_address: { country_code: input.store.country_code },
      items,
    }))
    return createCartWorkflow.runAsStep({ input: createInput })
  })

  const cartId = transform({ found, created }, ({ found, created }) => (found.cart_id ?? created?.id) as string)

  // Sub-workflows skip their own locks, so take the cart's lock here: Store API calls on the same cart wait for us.
  acquireLockStep({ key: cartId, ...CART_LOCK }).config({ name: "lock-cart" })

  when("cart-existed", { found }, ({ found }) => !!found.cart_id).then(() => {
    const addInput = transform({ cartId, items }, ({ cartId, items }) => ({ cart_id: cartId, items }))
    addToCartWorkflow.runAsStep({ input: addInput })
  })

  // A cart that already has its shipping method needs nothing more: Medusa's refresh re-priced it during the add.
  when("cart-has-no-shipping-method", { found }, ({ found }) => !found.has_shipping_method).then(() => {
    const syncInput = transform({ input, cartId }, ({ input, cartId }) => ({
      cart_id: cartId,
      shipping_option_id: input.store.shipping_option_id,
    }))
    syncCartShippingWorkflow.runAsStep({ input: syncInput })
  })

  releaseLockStep({ key: cartId }).config({ name: "release-cart" })
  releaseLockStep({ key: customerKey }).config({ name: "release-customer-cart" })

  return new WorkflowResponse({ cart_id: cartId })
})
