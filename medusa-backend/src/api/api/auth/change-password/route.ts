import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { checkPassword, setPassword } from "../../../../lib/auth/identity"
import { AUTH_MESSAGES } from "../../../../lib/auth/messages"
import { issueCustomerToken } from "../../../../lib/auth/jwt"
import { invalidInput } from "../../../../lib/errors"
import type { ChangePasswordBody } from "@sugandh/contract"
import type { ChangePasswordAnswer } from "@sugandh/contract"

/**
 * PUT /api/auth/change-password (bearer) {currentPassword, newPassword} -> {message, token}
 * The change ends every session of the account, this one included; the answer
 * carries a fresh token for the device that made the change.
 */
export async function PUT(req: AuthenticatedMedusaRequest<ChangePasswordBody>, res: MedusaResponse<ChangePasswordAnswer>) {
  const { currentPassword, newPassword } = req.validatedBody
  const [login] = await req.scope
    .resolve(Modules.AUTH)
    .listProviderIdentities({ auth_identity_id: req.auth_context.auth_identity_id, provider: "emailpass" })
  if (!login) throw invalidInput(AUTH_MESSAGES.googleAccount, undefined, { isGoogleAccount: true })
  const check = await checkPassword(req.scope, login.entity_id, currentPassword)
  if (!check.ok || check.authIdentity.id !== req.auth_context.auth_identity_id) {
    throw invalidInput(AUTH_MESSAGES.currentPasswordWrong, [{ msg: AUTH_MESSAGES.currentPasswordWrong, path: "currentPassword" }])
  }
  await setPassword(req.scope, login.entity_id, newPassword)
  const identity = await req.scope.resolve(Modules.AUTH).retrieveAuthIdentity(req.auth_context.auth_identity_id)
  const token = issueCustomerToken(req.scope, {
    customerId: req.auth_context.actor_id,
    authIdentity: identity,
    provider: req.auth_context.auth_provider === "google" ? "google" : "emailpass",
  })
  res.json({ message: AUTH_MESSAGES.passwordUpdated, token })
}
