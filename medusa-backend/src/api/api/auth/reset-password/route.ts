import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { setPassword } from "../../../../lib/auth/identity"
import { AUTH_MESSAGES } from "../../../../lib/auth/messages"
import { ensureCustomerForIdentity, startSession, updateAccountMetadata } from "../../../../lib/auth/session"
import { accountTokens } from "../../../../lib/auth/tokens"
import { invalidInput } from "../../../../lib/errors"
import type { ResetPasswordBody } from "@sugandh/contract"
import type { SessionAnswer } from "@sugandh/contract"

/** POST /api/auth/reset-password {token, password, confirmPassword} -> {token, user, message} */
export async function POST(req: MedusaRequest<ResetPasswordBody>, res: MedusaResponse<SessionAnswer>) {
  const body = req.validatedBody
  const claimed = await accountTokens(req.scope).consumeToken("reset_password", body.token)
  if (!claimed) throw invalidInput(AUTH_MESSAGES.invalidReset)

  const auth = req.scope.resolve(Modules.AUTH)
  const [login] = await auth.listProviderIdentities({ auth_identity_id: claimed.authIdentityId, provider: "emailpass" })
  // The link was for this login e-mail; if it changed since, the link is void.
  if (!login || login.entity_id !== claimed.email) throw invalidInput(AUTH_MESSAGES.invalidReset)

  await setPassword(req.scope, claimed.email, body.password)
  const identity = await auth.retrieveAuthIdentity(claimed.authIdentityId)
  const customerId = await ensureCustomerForIdentity(req.scope, identity, claimed.email)
  // Opening the link proved the mailbox.
  await updateAccountMetadata(req.scope, customerId, { isEmailVerified: true })
  const session = await startSession(req.scope, { customerId, authIdentityId: identity.id, provider: "emailpass" })
  res.json({ ...session, message: AUTH_MESSAGES.passwordReset })
}
