import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { endAllSessions } from "./session-version"

/**
 * For Medusa's own password-reset route (POST /auth/:actor/emailpass/update,
 * used by the Medusa admin and the JS SDK): a successful update ends the
 * account's other sessions, as our /api/auth/reset-password does. Medusa's
 * validateToken has put the reset token's auth identity on the request; the
 * session version is raised before the 200 leaves, so no old token is
 * accepted once the caller has the answer.
 */
export function endSessionsAfterPasswordUpdate() {
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    const json = res.json.bind(res)
    res.json = ((body: unknown) => {
      const authIdentityId = (req as AuthenticatedMedusaRequest).auth_context?.auth_identity_id
      if (res.statusCode !== 200 || !authIdentityId) return json(body)
      endAllSessions(req.scope, authIdentityId).then(
        () => json(body),
        (error: unknown) => next(error)
      )
      return res
    }) as typeof res.json
    next()
  }
}
