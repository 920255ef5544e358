import type { CreateCustomerAccountWorkflowInput } from "@medusajs/medusa/core-flows"

export type NewCustomerAccount = {
  authIdentityId: string
  email: string
  firstName?: string | null
  lastName?: string | null
  /** The account's flags from the start (isEmailVerified, isGoogleAccount, profilePicture). */
  metadata: Record<string, unknown>
}

/** createCustomerAccountWorkflow's input for a shopper account: a customer linked to its auth identity. */
export function newCustomerAccount(account: NewCustomerAccount): CreateCustomerAccountWorkflowInput {
  return {
    authIdentityId: account.authIdentityId,
    customerData: {
      email: account.email,
      first_name: account.firstName ?? null,
      last_name: account.lastName ?? null,
      metadata: account.metadata,
    },
  }
}
