import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { readAccountMetadata } from "../../../../lib/auth/user"
import { burnPasswordCheck, checkPassword, findEmailpassIdentity } from "../../../../lib/auth/identity"
import { AUTH_MESSAGES } from "../../../../lib/auth/messages"
import { ensureCustomerForIdentity, startSession } from "../../../../lib/auth/session"
import { DomainError, invalidInput } from "../../../../lib/errors"
import type { LoginBody } from "@sugandh/contract"
import type { SessionAnswer } from "@sugandh/contract"

/** POST /api/auth/login {email, password} -> {token, user, message} */
export async function POST(req: MedusaRequest<LoginBody>, res: MedusaResponse<SessionAnswer>) {
  const { email, password } = req.validatedBody
  const identity = await findEmailpassIdentity(req.scope, email)
  if (!identity) {
    // A Google-created account has no password: say so (requirements ACC-04).
    const [customer] = await req.scope.resolve(Modules.CUSTOMER).listCustomers({ email, has_account: true }, { select: ["id", "metadata"] })
    if (customer && readAccountMetadata(customer.metadata).isGoogleAccount) {
      throw invalidInput(AUTH_MESSAGES.googleAccount, undefined, { isGoogleAccount: true })
    }
    await burnPasswordCheck(password)
    throw new DomainError("not_authenticated", AUTH_MESSAGES.invalidCredentials)
  }
  const check = await checkPassword(req.scope, email, password)
  if (!check.ok) throw new DomainError("not_authenticated", AUTH_MESSAGES.invalidCredentials)
  if (check.mfaRequired) throw new DomainError("forbidden", AUTH_MESSAGES.mfaRequired)
  const customerId = await ensureCustomerForIdentity(req.scope, identity, email)
  const session = await startSession(req.scope, { customerId, authIdentityId: identity.id, provider: "emailpass" })
  res.json({ ...session, message: AUTH_MESSAGES.loggedIn })
}
