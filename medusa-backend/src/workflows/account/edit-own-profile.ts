import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { ACCOUNT_LOCK_LIMITS, accountProfileLockKey } from "../../lib/auth/account-locks"
import { checkProfileChangeStep, type ProfileChangeInput } from "./steps/check-profile-change"
import { sendVerificationEmailStep } from "./steps/send-verification-email"
import { updateAccountProfileWorkflow } from "./update-account-profile"

/**
 * The signed-in customer edits their profile (PUT /api/auth/profile): the
 * rules (a new e-mail is free and, with a password login, confirmed by the
 * current password) and the write run under the account's lock; a new e-mail
 * waits as pendingEmail and its verification link is sent once the lock is
 * released.
 *
 * The input holds the current password: the workflow must stay synchronous
 * with no retention, so Medusa never stores its execution.
 */
export const editOwnProfileWorkflow = createWorkflow("account-edit-own-profile", (input: ProfileChangeInput) => {
  // A transform's result goes to the lock steps whole: a property of it (lock.key) would not resolve.
  const lockKey = transform({ input }, ({ input }) => accountProfileLockKey(input.customerId))
  acquireLockStep({ key: lockKey, ...ACCOUNT_LOCK_LIMITS })
  const change = checkProfileChangeStep(input)
  updateAccountProfileWorkflow.runAsStep({ input: change.update })
  releaseLockStep({ key: lockKey })

  when("email-change-pending", { change }, ({ change }) => !!change.pendingEmail).then(() => {
    const link = transform({ change }, ({ change }) => ({
      authIdentityId: change.update.authIdentityId,
      customerId: change.update.customerId,
      email: change.pendingEmail!,
      firstName: change.update.firstName,
    }))
    sendVerificationEmailStep(link)
  })
  const result = transform({ change }, ({ change }) => ({ emailChangePending: !!change.pendingEmail }))
  return new WorkflowResponse(result)
})
