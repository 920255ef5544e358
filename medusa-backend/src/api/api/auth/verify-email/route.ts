import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { sendEmail } from "../../../../lib/email"
import { customerIdOf } from "../../../../lib/auth/identity"
import { AUTH_MESSAGES } from "../../../../lib/auth/messages"
import { readAccountMetadata } from "../../../../lib/auth/user"
import { startSession, updateAccountMetadata } from "../../../../lib/auth/session"
import { accountTokens } from "../../../../lib/auth/tokens"
import { findEmailpassIdentity } from "../../../../lib/auth/identity"
import { isAdminIdentity } from "../../../../lib/auth/account"
import { updateAccountProfileWorkflow } from "../../../../workflows/account/update-account-profile"
import { invalidInput, conflict } from "../../../../lib/errors"
import type { VerifyEmailBody } from "../validators"
import type { SessionAnswer } from "@sugandh/contract"

/**
 * POST /api/auth/verify-email {token} -> {token, user, message}; the link's token is single use, 24 h.
 * A link sent to a pending new e-mail (PUT /api/auth/profile) moves the
 * account's e-mail and password login to it only now.
 */
export async function POST(req: MedusaRequest<VerifyEmailBody>, res: MedusaResponse<SessionAnswer>) {
  const claimed = await accountTokens(req.scope).consumeToken("verify_email", req.validatedBody.token)
  if (!claimed) throw invalidInput(AUTH_MESSAGES.invalidVerification)

  const [identity] = await req.scope
    .resolve(Modules.AUTH)
    .listAuthIdentities({ id: [claimed.authIdentityId] }, { select: ["id", "app_metadata"] })
  const customerId = customerIdOf(identity)
  const customer = customerId ? (await req.scope.resolve(Modules.CUSTOMER).listCustomers({ id: customerId }))[0] : undefined
  if (!customer) throw invalidInput(AUTH_MESSAGES.invalidVerification)
  const meta = readAccountMetadata(customer.metadata)
  // The link proves the address it was sent to: the account's e-mail or the
  // pending new one. If either changed since, it proves nothing.
  if (customer.email !== claimed.email && meta.pendingEmail !== claimed.email) throw invalidInput(AUTH_MESSAGES.invalidVerification)

  if (customer.email !== claimed.email) {
    // The new address must still be free (another account may have taken it meanwhile).
    const [login, others] = await Promise.all([
      findEmailpassIdentity(req.scope, claimed.email),
      req.scope.resolve(Modules.CUSTOMER).listCustomers({ email: claimed.email, has_account: true }, { select: ["id"] }),
    ])
    if ((login && login.id !== identity.id) || others.some((c) => c.id !== customer.id)) throw conflict(AUTH_MESSAGES.emailInUse)
    const adminUserId = (await isAdminIdentity(req.scope, identity)) ? (identity.app_metadata?.user_id as string) : undefined
    const { pendingEmail: _moved, ...metadata } = (customer.metadata ?? {}) as Record<string, unknown>
    await updateAccountProfileWorkflow(req.scope).run({
      input: {
        customerId: customer.id,
        authIdentityId: identity.id,
        currentEmail: customer.email ?? "",
        adminUserId,
        firstName: customer.first_name ?? "",
        lastName: customer.last_name ?? "",
        email: claimed.email,
        phone: customer.phone ?? null,
        metadata: { ...metadata, pendingEmail: null, isEmailVerified: true },
        address: undefined,
      },
    })
  } else if (!meta.isEmailVerified) {
    await updateAccountMetadata(req.scope, customer.id, { isEmailVerified: true })
    await sendEmail(req.scope, {
      to: customer.email,
      template: "welcome",
      data: { firstName: customer.first_name },
      receiverId: customer.id,
      trigger: "auth.verify-email",
    })
  }
  const session = await startSession(req.scope, { customerId: customer.id, authIdentityId: identity.id, provider: "emailpass" })
  res.json({ ...session, message: AUTH_MESSAGES.verified })
}
