import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { invalidInput } from "../../../lib/errors"
import { CHECKOUT_MESSAGES } from "../../../lib/orders/checkout-input"
import { findOrderIdByIdempotencyKey } from "./find-order-by-idempotency-key"

export type RefuseEmptyCartInput = { customer_id: string; idempotency_key: string | null; item_count: number }

/**
 * An order needs a cart with items (400 otherwise). A duplicate submit may have
 * completed the cart since its Idempotency-Key was first looked up: then the
 * order it placed is the answer (`replayed_order_id`), not a refusal.
 * Read-only: nothing to compensate.
 */
export const refuseEmptyCartStep = createStep("refuse-empty-cart", async (input: RefuseEmptyCartInput, { container }) => {
  if (input.item_count > 0) return new StepResponse({ replayed_order_id: null as string | null })
  const orderId = input.idempotency_key ? await findOrderIdByIdempotencyKey(container, input.customer_id, input.idempotency_key) : null
  if (orderId) return new StepResponse({ replayed_order_id: orderId as string | null })
  throw invalidInput(CHECKOUT_MESSAGES.emptyCart)
})
