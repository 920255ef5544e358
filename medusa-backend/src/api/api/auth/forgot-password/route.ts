import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { AUTH_MESSAGES } from "../../../../lib/auth/messages"
import { requestPasswordReset } from "../../../../lib/auth/password-reset"
import type { EmailOnlyBody } from "@sugandh/contract"
import type { MessageAnswer } from "@sugandh/contract"

/**
 * POST /api/auth/forgot-password {email} -> {message}
 * Always the same answer after the same work: the request is handed to a
 * subscriber (lib/auth/password-reset.ts), which mails a reset link (1 h,
 * single use) only to an e-mail with a password login.
 */
export async function POST(req: MedusaRequest<EmailOnlyBody>, res: MedusaResponse<MessageAnswer>) {
  await requestPasswordReset(req.scope, req.validatedBody.email)
  res.json({ message: AUTH_MESSAGES.resetSent })
}
