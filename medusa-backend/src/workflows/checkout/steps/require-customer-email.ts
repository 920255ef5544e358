import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { notFound } from "../../../lib/errors"

/** The order is placed under the account's e-mail; an account without one (or gone) cannot order (404). */
export const requireCustomerEmailStep = createStep(
  "require-customer-email",
  async (input: { customer?: { email?: string | null } | null }) => {
    const email = input.customer?.email
    if (!email) throw notFound("Customer not found")
    return new StepResponse(email)
  }
)
