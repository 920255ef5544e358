import { deleteLineItemsWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { lockCustomerCart, syncShippingAndUnlockCart } from "./steps/customer-cart-locks"

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
export const removeCustomerCartItemsWorkflow = createWorkflow("remove-customer-cart-items", (input: RemoveCustomerCartItemsInput) => {
  const customerKey = lockCustomerCart(input)
  when("has-items-to-remove", { input }, ({ input }) => input.item_ids.length > 0).then(() => {
    deleteLineItemsWorkflow.runAsStep({
      input: transform({ input }, ({ input }) => ({ cart_id: input.cart_id, ids: input.item_ids })),
    })
  })
  syncShippingAndUnlockCart(input, customerKey)
  return new WorkflowResponse({ cart_id: input.cart_id })
})
