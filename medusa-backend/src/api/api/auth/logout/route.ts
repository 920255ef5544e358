import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { endAllSessions } from "../../../../lib/auth"
import { AUTH_MESSAGES } from "../../../../lib/auth/messages"
import type { MessageAnswer } from "@sugandh/contract"

/**
 * POST /api/auth/logout (bearer) -> {message}
 * Ends the session on the server, not only in the browser: the account's
 * session version is raised (lib/auth/session-version.ts), so this token and
 * every other one issued to the account so far stop working on /api, /store,
 * /admin and /auth/token/refresh, and the operator's Medusa admin session ends too.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse<MessageAnswer>) {
  await endAllSessions(req.scope, req.auth_context.auth_identity_id)
  res.json({ message: AUTH_MESSAGES.loggedOut })
}
