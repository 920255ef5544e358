import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { findEmailpassIdentity } from "../../../../lib/auth/identity"
import { AUTH_MESSAGES } from "../../../../lib/auth/messages"
import { startSession } from "../../../../lib/auth/session"
import { sendVerificationEmail } from "../../../../lib/auth/tokens"
import { registerAccountWorkflow } from "../../../../workflows/account/create-customer-login"
import { conflict } from "../../../../lib/errors"
import type { RegisterBody } from "@sugandh/contract"
import type { SessionAnswer } from "@sugandh/contract"

/** POST /api/auth/register {firstName, lastName, email, password} -> 201 {token, user, message} */
export async function POST(req: MedusaRequest<RegisterBody>, res: MedusaResponse<SessionAnswer>) {
  const body = req.validatedBody
  // Taken by a password login (shopper or operator) or by a Google account.
  const [identity, accounts] = await Promise.all([
    findEmailpassIdentity(req.scope, body.email),
    req.scope.resolve(Modules.CUSTOMER).listCustomers({ email: body.email, has_account: true }, { select: ["id"] }),
  ])
  if (identity || accounts.length) throw conflict(AUTH_MESSAGES.emailTaken)

  let result
  try {
    ;({ result } = await registerAccountWorkflow(req.scope).run({ input: body }))
  } catch (e) {
    // Lost a race with a concurrent sign-up for the same e-mail.
    if (/already exists|already has an account|duplicate/i.test((e as Error).message)) throw conflict(AUTH_MESSAGES.emailTaken)
    throw e
  }
  await sendVerificationEmail(req.scope, {
    authIdentityId: result.authIdentityId,
    customerId: result.customer.id,
    email: body.email,
    firstName: body.firstName,
  })
  const session = await startSession(req.scope, {
    customerId: result.customer.id,
    authIdentityId: result.authIdentityId,
    provider: "emailpass",
  })
  res.status(201).json({ ...session, message: AUTH_MESSAGES.registered })
}
