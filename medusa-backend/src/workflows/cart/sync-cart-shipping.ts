import {
  acquireLockStep,
  addShippingMethodToCartWorkflow,
  releaseLockStep,
  removeShippingMethodFromCartStep,
} from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { readCartShippingStateStep } from "./steps/read-cart-shipping-state"
import { CART_LOCK } from "./lock-timing"

export type SyncCartShippingInput = { cart_id: string; shipping_option_id: string }

/**
 * Keeps the cart's shipping in step with its items: the Standard Shipping
 * method is attached as soon as the cart has an item, and dropped when the last
 * item goes, so an empty cart shows no shipping charge. Re-pricing (₹99 below
 * ₹599, ₹0 from ₹599 before coupons) is Medusa's own: every item change runs
 * refreshCartItemsWorkflow, which refreshes the attached shipping method
 * through our fulfillment provider's calculatePrice.
 */
export const syncCartShippingWorkflow = createWorkflow("sync-customer-cart-shipping", (input: SyncCartShippingInput) => {
  // Skipped when run inside our other cart workflows (they hold the lock); taken when a route runs it alone.
  acquireLockStep({ key: input.cart_id, ...CART_LOCK })
  const state = readCartShippingStateStep({ cart_id: input.cart_id })

  when("cart-needs-shipping", { state }, ({ state }) => state.has_items && !state.shipping_method_ids.length).then(() => {
    const addInput = transform({ input }, ({ input }) => ({
      cart_id: input.cart_id,
      options: [{ id: input.shipping_option_id }],
    }))
    addShippingMethodToCartWorkflow.runAsStep({ input: addInput })
  })

  when("cart-has-no-items", { state }, ({ state }) => !state.has_items && state.shipping_method_ids.length > 0).then(() => {
    const ids = transform({ state }, ({ state }) => ({ shipping_method_ids: state.shipping_method_ids }))
    removeShippingMethodFromCartStep(ids)
  })

  releaseLockStep({ key: input.cart_id })
  return new WorkflowResponse(state)
})
