import { useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { updateAccountProfileWorkflow } from "./update-account-profile"
import { assertNewEmailFreeStep } from "./steps/assert-new-email-free"
import { consumeVerificationTokenStep } from "./steps/consume-verification-token"
import { markEmailVerifiedStep } from "./steps/mark-email-verified"
import { resolveVerificationTargetStep } from "./steps/resolve-verification-target"
import { sendWelcomeEmailStep } from "./steps/send-welcome-email"

/**
 * POST /api/auth/verify-email as a workflow: claims the link's token, finds
 * the account it was sent for, then either
 * - "move": the link went to a pending new e-mail (PUT /api/auth/profile);
 *   if that address is still free, the account's e-mail and password login
 *   move to it now (updateAccountProfileWorkflow, which undoes itself), verified;
 * - "verify": the account's own e-mail is marked verified and the welcome
 *   e-mail goes out (last, since it cannot be taken back);
 * - "none": already verified, nothing changes.
 * Gives the account's ids so the route can start its session.
 */
export const verifyEmailWorkflow = createWorkflow("account-verify-email", (input: { token: string }) => {
  const claimed = consumeVerificationTokenStep({ token: input.token })
  const { data: identity } = useQueryGraphStep({
    entity: "auth_identity",
    fields: ["id", "app_metadata"],
    filters: { id: claimed.auth_identity_id },
    options: { isList: false },
  }).config({ name: "read-verified-identity" })
  const target = resolveVerificationTargetStep({ claimed, identity })

  when("verification-moves-email", { target }, ({ target }) => target.mode === "move").then(() => {
    assertNewEmailFreeStep({ email: claimed.email, auth_identity_id: target.auth_identity_id, customer_id: target.customer.id })
    const profile = transform({ claimed, target }, ({ claimed, target }) => {
      const { pendingEmail: _moved, ...metadata } = target.customer.metadata
      return {
        customerId: target.customer.id,
        authIdentityId: target.auth_identity_id,
        currentEmail: target.customer.email,
        adminUserId: target.admin_user_id,
        firstName: target.customer.first_name ?? "",
        lastName: target.customer.last_name ?? "",
        email: claimed.email,
        phone: target.customer.phone,
        metadata: { ...metadata, pendingEmail: null, isEmailVerified: true },
        address: undefined,
      }
    })
    updateAccountProfileWorkflow.runAsStep({ input: profile })
  })

  when("verification-verifies-email", { target }, ({ target }) => target.mode === "verify").then(() => {
    markEmailVerifiedStep({ customer_id: target.customer.id })
    sendWelcomeEmailStep({ customer_id: target.customer.id, email: target.customer.email, first_name: target.customer.first_name })
  })

  return new WorkflowResponse(
    transform({ target }, ({ target }) => ({ customer_id: target.customer.id, auth_identity_id: target.auth_identity_id }))
  )
})
