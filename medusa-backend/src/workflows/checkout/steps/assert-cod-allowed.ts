import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { readAccountMetadata } from "../../../lib/auth/user"
import { codHistory } from "../../../lib/cod/cod-history"
import { hasTooManyUnconfirmedCodOrders } from "../../../lib/cod/cod-orders"
import { codSettings, COD_MESSAGES } from "../../../lib/cod/settings"
import { DomainError } from "../../../lib/errors"
import { EMAIL_NOT_VERIFIED } from "../../../lib/orders/order-limits"

/**
 * Cash on delivery holds stock with no money paid until the courier comes back,
 * so a COD order needs (issue 43):
 * - an account whose e-mail is verified (a throwaway address costs nothing: 409 EMAIL_NOT_VERIFIED);
 * - at most COD_MAX_UNCONFIRMED (1) unconfirmed COD order;
 * - at most COD_MAX_OPEN (2) COD orders not yet shipped, confirmed or not (a
 *   confirmed order never expires, so confirming one's own orders is no way around it).
 * Runs under the customer's checkout lock, so two COD submits at once cannot
 * both pass. Read-only: nothing to compensate.
 */
export const assertCodAllowedStep = createStep(
  "assert-cod-allowed",
  async (input: { customer_id: string; payment_method: string }, { container }) => {
    if (input.payment_method !== "cod") return new StepResponse(true)
    const [customer] = await container.resolve(Modules.CUSTOMER).listCustomers({ id: input.customer_id }, { select: ["id", "metadata"] })
    if (readAccountMetadata(customer?.metadata).isEmailVerified !== true) {
      throw new DomainError("conflict", COD_MESSAGES.verifyEmail, { extra: { error: EMAIL_NOT_VERIFIED } })
    }
    if (await hasTooManyUnconfirmedCodOrders(container, input.customer_id)) throw new DomainError("conflict", COD_MESSAGES.unconfirmed)
    const { maxOpen } = codSettings()
    if ((await codHistory(container, input.customer_id)).open >= maxOpen)
      throw new DomainError("conflict", COD_MESSAGES.tooManyOpen(maxOpen))
    return new StepResponse(true)
  }
)
