import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/** Marks the account's e-mail verified (customer metadata); compensation puts the metadata back. */
export const markEmailVerifiedStep = createStep(
  "account-mark-email-verified",
  async (input: { customer_id: string }, { container }) => {
    const customers = container.resolve(Modules.CUSTOMER)
    const customer = await customers.retrieveCustomer(input.customer_id)
    const previous = (customer.metadata ?? {}) as Record<string, unknown>
    await customers.updateCustomers(input.customer_id, { metadata: { ...previous, isEmailVerified: true } })
    return new StepResponse(true, { customer_id: input.customer_id, metadata: previous })
  },
  async (undo, { container }) => {
    if (!undo) return
    await container.resolve(Modules.CUSTOMER).updateCustomers(undo.customer_id, { metadata: undo.metadata })
  }
)
