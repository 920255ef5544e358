import { acquireLockStep, releaseLockStep, updateLineItemInCartWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { customerCartLockKey } from "./add-to-customer-cart"
import { syncCartShippingWorkflow } from "./sync-cart-shipping"

export type SetCustomerCartItemQuantityInput = {
  /** All our writes to a customer's cart hold the customer's lock (see add-to-customer-cart). */
  customer_id: string
  cart_id: string
  item_id: string
  /** A positive integer; removal (quantity 0 or less) goes through removeCustomerCartItemsWorkflow. */
  quantity: number
  shipping_option_id: string
}

/**
 * Sets a line's quantity through Medusa's updateLineItemInCartWorkflow, which
 * re-prices the line, confirms inventory for the new quantity and refreshes
 * the shipping method's price.
 */
export const setCustomerCartItemQuantityWorkflow = createWorkflow(
  "set-customer-cart-item-quantity",
  (input: SetCustomerCartItemQuantityInput) => {
    const customerKey = transform({ input }, ({ input }) => customerCartLockKey(input.customer_id))
    acquireLockStep({ key: customerKey, timeout: 10, ttl: 30 }).config({ name: "lock-customer-cart" })
    acquireLockStep({ key: input.cart_id, timeout: 5, ttl: 20 })
    const updateInput = transform({ input }, ({ input }) => ({
      cart_id: input.cart_id,
      item_id: input.item_id,
      update: { quantity: input.quantity },
    }))
    updateLineItemInCartWorkflow.runAsStep({ input: updateInput })
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
