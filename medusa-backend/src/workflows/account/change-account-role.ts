import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { ACCOUNT_ROLES_LOCK } from "../../lib/auth/account-locks"
import { assertRoleChangeAllowedStep, type RoleChangeInput } from "./steps/assert-role-change-allowed"
import { setAccountRoleWorkflow } from "./set-account-role"

/**
 * An operator makes an account admin or customer (PUT /api/admin/users/{id}/role).
 * The rules are checked and the role set under one lock for all role
 * changes, so two concurrent demotions cannot both count the other admin.
 * A refusal releases the lock (acquireLockStep's compensation).
 */
export const changeAccountRoleWorkflow = createWorkflow("account-change-role", (input: RoleChangeInput) => {
  acquireLockStep(ACCOUNT_ROLES_LOCK)
  const account = assertRoleChangeAllowedStep(input)
  const roleInput = transform({ input }, ({ input }) => ({ customerId: input.customerId, role: input.role }))
  setAccountRoleWorkflow.runAsStep({ input: roleInput })
  releaseLockStep({ key: ACCOUNT_ROLES_LOCK.key })
  return new WorkflowResponse({ account, role: input.role })
})
