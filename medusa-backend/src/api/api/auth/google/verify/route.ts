import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { verifyGoogleForApi } from "../../../../../lib/auth/google-api"
import { AUTH_MESSAGES } from "../../../../../lib/auth/messages"
import { startSession } from "../../../../../lib/auth/session"
import { signInWithGoogleWorkflow } from "../../../../../workflows/account/sign-in-with-google"
import type { GoogleTokenBody } from "@sugandh/contract"
import type { SessionAnswer } from "@sugandh/contract"

/**
 * POST /api/auth/google/verify {idToken} -> {token, user, message}
 * Unknown Google account: 404 {error: "USER_NOT_FOUND", userInfo} so the client offers sign-up;
 * the account rules (linking Google to a verified password account) run in signInWithGoogleWorkflow.
 */
export async function POST(req: MedusaRequest<GoogleTokenBody>, res: MedusaResponse<SessionAnswer>) {
  const profile = await verifyGoogleForApi(req.validatedBody.idToken)
  const { result } = await signInWithGoogleWorkflow(req.scope).run({ input: profile })
  const session = await startSession(req.scope, { ...result, provider: "google" })
  res.json({ ...session, message: AUTH_MESSAGES.loggedIn })
}
