import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { DomainError } from "../../../lib/errors"
import { cartLines, orderLimitRefusal } from "../../../lib/orders/order-limits"

/**
 * Caps on units per order and on open unpaid orders (fewer for an account that
 * has not verified its e-mail). The completeCartWorkflow hook holds them too,
 * for the Store API and for a submit that races this check. Read-only.
 */
export const assertOrderLimitsStep = createStep(
  "assert-order-limits",
  async (input: { customer_id: string; cart_id: string }, { container }) => {
    const lines = await cartLines(container, input.cart_id)
    const limit = await orderLimitRefusal(container, { customerId: input.customer_id, cartId: input.cart_id, lines })
    if (limit) throw new DomainError(limit.refusal, limit.message, { extra: limit.extra })
    return new StepResponse(true)
  }
)
