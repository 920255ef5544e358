import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { findInterruptedCheckoutOfCart, rollBackInterruptedCheckout } from "../../../lib/orders/interrupted-checkouts"

/**
 * Before a cart is completed again: if an earlier completion of this cart was
 * cut short by a crash (an order linked to the cart, without payment), undo it.
 * Otherwise completeCartWorkflow would find that order through the cart link,
 * skip its own work and hand back an order nobody paid for.
 * Forward-only: the roll-back is idempotent, there is nothing to compensate.
 */
export const rollBackInterruptedCompletionStep = createStep(
  "roll-back-interrupted-completion",
  async (input: { cart_id: string }, { container }) => {
    const interrupted = await findInterruptedCheckoutOfCart(container as MedusaContainer, input.cart_id)
    if (!interrupted) return new StepResponse({ rolled_back: false })
    await container
      .resolve(Modules.LOCKING)
      .execute(input.cart_id, () => rollBackInterruptedCheckout(container as MedusaContainer, interrupted), { timeout: 5 })
    return new StepResponse({ rolled_back: true })
  }
)
