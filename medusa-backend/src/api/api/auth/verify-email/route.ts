import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { sendEmail } from "../../../../lib/email"
import { customerIdOf } from "../../../../lib/auth/identity"
import { AUTH_MESSAGES } from "../../../../lib/auth/messages"
import { readAccountMetadata } from "../../../../lib/auth/user"
import { startSession, updateAccountMetadata } from "../../../../lib/auth/session"
import { accountTokens } from "../../../../lib/auth/tokens"
import { badRequest } from "../../../utils/api-error"
import type { VerifyEmailBody } from "../validators"

/** POST /api/auth/verify-email {token} -> {token, user, message}; the link's token is single use, 24 h. */
export async function POST(req: MedusaRequest<VerifyEmailBody>, res: MedusaResponse) {
  const claimed = await accountTokens(req.scope).consumeToken("verify_email", (req.validatedBody as VerifyEmailBody).token)
  if (!claimed) throw badRequest(AUTH_MESSAGES.invalidVerification)

  const [identity] = await req.scope
    .resolve(Modules.AUTH)
    .listAuthIdentities({ id: [claimed.authIdentityId] }, { select: ["id", "app_metadata"] })
  const customerId = customerIdOf(identity)
  const customer = customerId
    ? (await req.scope.resolve(Modules.CUSTOMER).listCustomers({ id: customerId }))[0]
    : undefined
  // The link proves the address it was sent to; if the account changed its e-mail since, it proves nothing.
  if (!customer || customer.email !== claimed.email) throw badRequest(AUTH_MESSAGES.invalidVerification)

  if (!readAccountMetadata(customer.metadata).isEmailVerified) {
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
