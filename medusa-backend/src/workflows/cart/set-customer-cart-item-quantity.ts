import { updateLineItemInCartWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { lockCustomerCart, syncShippingAndUnlockCart } from "./steps/customer-cart-locks"

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
    const customerKey = lockCustomerCart(input)
    const updateInput = transform({ input }, ({ input }) => ({
      cart_id: input.cart_id,
      item_id: input.item_id,
      update: { quantity: input.quantity },
    }))
    updateLineItemInCartWorkflow.runAsStep({ input: updateInput })
    syncShippingAndUnlockCart(input, customerKey)
    return new WorkflowResponse({ cart_id: input.cart_id })
  }
)
