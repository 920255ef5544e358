import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { AUTH_MESSAGES } from "../../../../lib/auth/messages"
import { startSession } from "../../../../lib/auth/session"
import { verifyEmailWorkflow } from "../../../../workflows/account/verify-email"
import type { VerifyEmailBody } from "@sugandh/contract"
import type { SessionAnswer } from "@sugandh/contract"

/**
 * POST /api/auth/verify-email {token} -> {token, user, message}; the link's token is single use, 24 h.
 * A link sent to a pending new e-mail (PUT /api/auth/profile) moves the
 * account's e-mail and password login to it only now (verifyEmailWorkflow).
 */
export async function POST(req: MedusaRequest<VerifyEmailBody>, res: MedusaResponse<SessionAnswer>) {
  const { result } = await verifyEmailWorkflow(req.scope).run({ input: { token: req.validatedBody.token } })
  const session = await startSession(req.scope, {
    customerId: result.customer_id,
    authIdentityId: result.auth_identity_id,
    provider: "emailpass",
  })
  res.json({ ...session, message: AUTH_MESSAGES.verified })
}
