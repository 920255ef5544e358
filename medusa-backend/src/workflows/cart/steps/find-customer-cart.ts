import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { findCustomerCartId, type CartScope } from "../find-customer-cart"

export type FindCustomerCartStepInput = { customer_id: string } & CartScope

/** Reads only; the workflow creates the cart when this returns null. */
export const findCustomerCartStep = createStep(
  "find-customer-cart",
  async (input: FindCustomerCartStepInput, { container }) => {
    const cartId = await findCustomerCartId(container, input.customer_id, input)
    return new StepResponse({ cart_id: cartId })
  }
)
