import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { readCheckoutCart } from "../../../lib/checkout/checkout-cart"

/** Read-only snapshot of the cart inside the checkout workflow. */
export const readCheckoutCartStep = createStep("read-checkout-cart", async (input: { cart_id: string }, { container }) => {
  const state = await readCheckoutCart(container, input.cart_id)
  if (!state) throw new Error(`Cart ${input.cart_id} not found`)
  return new StepResponse(state)
})
