import { acquireLockStep, deleteLineItemsWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { customerCartLockKey } from "./add-to-customer-cart"
import { syncCartShippingWorkflow } from "./sync-cart-shipping"

export type RemoveCustomerCartItemsInput = {
  /** All our writes to a customer's cart hold the customer's lock (see add-to-customer-cart). */
  customer_id: string
  cart_id: string
  item_ids: string[]
  shipping_option_id: string
}

/**
 * Removes lines (one item, or all of them to clear the cart) through Medusa's
 * deleteLineItemsWorkflow, then drops the shipping method when the cart is empty.
 */
export const removeCustomerCartItemsWorkflow = createWorkflow(
  "remove-customer-cart-items",
  (input: RemoveCustomerCartItemsInput) => {
    const customerKey = transform({ input }, ({ input }) => customerCartLockKey(input.customer_id))
    acquireLockStep({ key: customerKey, timeout: 10, ttl: 30 }).config({ name: "lock-customer-cart" })
    acquireLockStep({ key: input.cart_id, timeout: 5, ttl: 20 })
    when("has-items-to-remove", { input }, ({ input }) => input.item_ids.length > 0).then(() => {
      deleteLineItemsWorkflow.runAsStep({
        input: transform({ input }, ({ input }) => ({ cart_id: input.cart_id, ids: input.item_ids })),
      })
    })
    syncCartShippingWorkflow.runAsStep({
      input: transform({ input }, ({ input }) => ({
        cart_id: input.cart_id,
        shipping_option_id: input.shipping_option_id,
      })),
    })
    releaseLockStep({ key: input.cart_id })
    releaseLockStep({ key: customerKey }).config({ name: "release-customer-cart" })
    return new WorkflowResponse({ cart_id: input.cart_id })
  }
)
