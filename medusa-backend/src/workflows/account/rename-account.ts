import { acquireLockStep, releaseLockStep, updateCustomersWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { ACCOUNT_LOCK_LIMITS, accountProfileLockKey } from "../../lib/auth/account-locks"
import { findAccountStep } from "./steps/find-account"

export type RenameAccountInput = { customerId: string; firstName: string; lastName: string }

/**
 * An operator corrects an account's name (the dashboard's Users tab, Edit):
 * only first and last name, under the account's profile lock so it cannot
 * interleave with the shopper's own profile edit.
 */
export const renameAccountWorkflow = createWorkflow("account-rename", (input: RenameAccountInput) => {
  const lockKey = transform({ input }, ({ input }) => accountProfileLockKey(input.customerId))
  acquireLockStep({ key: lockKey, ...ACCOUNT_LOCK_LIMITS })
  findAccountStep({ customerId: input.customerId })
  const update = transform({ input }, ({ input }) => ({
    selector: { id: input.customerId },
    update: { first_name: input.firstName, last_name: input.lastName },
  }))
  updateCustomersWorkflow.runAsStep({ input: update })
  releaseLockStep({ key: lockKey })
  return new WorkflowResponse(input.customerId)
})
