import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { notFound } from "../../../lib/errors"

/** The customer behind an account (has a login), or 404 "User not found" as the operator's user calls answer. */
export const findAccountStep = createStep("account-find", async (input: { customerId: string }, { container }) => {
  const [customer] = await container
    .resolve(Modules.CUSTOMER)
    .listCustomers({ id: input.customerId, has_account: true }, { select: ["id"] })
  if (!customer) throw notFound("User not found")
  return new StepResponse(customer.id)
})
