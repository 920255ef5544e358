import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { findCustomerCart, type CartScope } from "../../../lib/cart/find-customer-cart"

export type FindCustomerCartStepInput = { customer_id: string } & CartScope

/**
 * Reads only; the workflow creates the cart when cart_id is null. Whether a
 * shipping method is attached comes with the same query, so the usual add
 * (cart already has one) skips the shipping sync altogether.
 */
export const findCustomerCartStep = createStep("find-customer-cart", async (input: FindCustomerCartStepInput, { container }) => {
  const cart = await findCustomerCart(container, input.customer_id, input, { withShipping: true })
  return new StepResponse({ cart_id: cart?.id ?? null, has_shipping_method: cart?.hasShippingMethod ?? false })
})
