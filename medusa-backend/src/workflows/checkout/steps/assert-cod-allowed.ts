import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { hasTooManyUnconfirmedCodOrders } from "../../../lib/cod/cod-orders"
import { COD_MESSAGES } from "../../../lib/cod/settings"
import { DomainError } from "../../../lib/errors"

/**
 * At most COD_MAX_UNCONFIRMED (1) unconfirmed cash-on-delivery order per
 * customer. Runs under the customer's checkout lock, so two COD submits at once
 * cannot both pass. Read-only: nothing to compensate.
 */
export const assertCodAllowedStep = createStep(
  "assert-cod-allowed",
  async (input: { customer_id: string; payment_method: string }, { container }) => {
    if (input.payment_method === "cod" && (await hasTooManyUnconfirmedCodOrders(container, input.customer_id))) {
      throw new DomainError("conflict", COD_MESSAGES.unconfirmed)
    }
    return new StepResponse(true)
  }
)
