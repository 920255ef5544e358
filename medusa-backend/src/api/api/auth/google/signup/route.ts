import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { sendEmail } from "../../../../../lib/email"
import { googleUserInfo, verifyGoogleForApi } from "../../../../../lib/auth/google-api"
import { findEmailpassIdentity, findGoogleIdentity } from "../../../../../lib/auth/identity"
import { AUTH_MESSAGES } from "../../../../../lib/auth/messages"
import { startSession } from "../../../../../lib/auth/session"
import { invalidInput, conflict } from "../../../../../lib/errors"
import { googleSignupWorkflow } from "../../../../../workflows/account/create-customer-login"
import type { GoogleTokenBody } from "@sugandh/contract"
import type { SessionAnswer } from "@sugandh/contract"

/**
 * POST /api/auth/google/signup {idToken} -> 201 {token, user, message}
 * Existing account (this Google account or the e-mail): 409 {error: "USER_EXISTS"}.
 */
export async function POST(req: MedusaRequest<GoogleTokenBody>, res: MedusaResponse<SessionAnswer>) {
  const profile = await verifyGoogleForApi(req.validatedBody.idToken)
  // An account is only created for an address Google says its owner proved.
  if (!profile.emailVerified) throw invalidInput(AUTH_MESSAGES.googleEmailUnverified, undefined, { error: "EMAIL_NOT_VERIFIED" })
  const [google, password, customers] = await Promise.all([
    findGoogleIdentity(req.scope, profile.sub),
    findEmailpassIdentity(req.scope, profile.email),
    req.scope.resolve(Modules.CUSTOMER).listCustomers({ email: profile.email, has_account: true }, { select: ["id"] }),
  ])
  const userExists = () => conflict(AUTH_MESSAGES.googleExists, { error: "USER_EXISTS", userInfo: googleUserInfo(profile) })
  if (google || password || customers.length) throw userExists()

  let result
  try {
    ;({ result } = await googleSignupWorkflow(req.scope).run({ input: profile }))
  } catch (e) {
    if (/already exists|already has an account|duplicate/i.test((e as Error).message)) throw userExists()
    throw e
  }
  await sendEmail(req.scope, {
    to: profile.email,
    template: "welcome",
    data: { firstName: profile.firstName },
    receiverId: result.customer.id,
    trigger: "auth.google-signup",
  })
  const session = await startSession(req.scope, {
    customerId: result.customer.id,
    authIdentityId: result.authIdentityId,
    provider: "google",
  })
  res.status(201).json({ ...session, message: AUTH_MESSAGES.googleSignedUp })
}
