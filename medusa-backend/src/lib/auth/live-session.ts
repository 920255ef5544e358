import {
  authenticate,
  type AuthenticatedMedusaRequest,
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
} from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { DomainError } from "../errors"
import { NOT_AUTHENTICATED_MESSAGE } from "./middlewares"
import { isCurrentSession } from "./session-version"

/** What Medusa's authenticate puts on a request, from a bearer token or the admin's cookie session. */
type AuthContextLike = {
  actor_id?: string
  actor_type?: string
  auth_identity_id?: string
  app_metadata?: Record<string, unknown> | null
}

/**
 * Whether a verified token or cookie session is still a live session of its
 * auth identity: the identity exists, was issued under its current session
 * version (logout, a password change or reset raise it: session-version.ts)
 * and is still linked to the token's actor (`user_id` for an operator, gone
 * once they are demoted; `customer_id` for a shopper). A context without an
 * identity (a secret API key) has nothing to end.
 */
export async function isLiveSession(container: MedusaContainer, ctx: AuthContextLike | undefined): Promise<boolean> {
  if (!ctx?.auth_identity_id) return true
  const [identity] = await container
    .resolve(Modules.AUTH)
    .listAuthIdentities({ id: [ctx.auth_identity_id] }, { select: ["id", "app_metadata"] })
  if (!identity || !isCurrentSession(identity, ctx.app_metadata)) return false
  if (ctx.actor_id && ctx.actor_type && identity.app_metadata?.[`${ctx.actor_type}_id`] !== ctx.actor_id) return false
  return true
}

async function endCookieSession(req: MedusaRequest): Promise<void> {
  const session = (req as { session?: { auth_context?: unknown; destroy?: (cb: (err?: unknown) => void) => void } }).session
  if (!session?.auth_context || !session.destroy) return
  await new Promise<void>((resolve) => session.destroy!(() => resolve()))
}

type AuthType = "session" | "bearer"

// Reads the credentials a route of Medusa's accepts, of any actor, answering nothing itself
// (for /auth routes, whose own authenticate may run after our middlewares).
const readAuth = (types: AuthType[]) => authenticate("*", types, { allowUnregistered: true, allowUnauthenticated: true })

/**
 * Middleware for Medusa's own routes (/admin, /store, /auth/session,
 * /auth/token/refresh): a token or cookie session that is no longer live is
 * answered 401 (and the cookie session destroyed) instead of reaching the
 * route. So a logout, a password change or a demotion ends the Medusa admin's
 * session and every bearer token at once, and an ended token cannot be
 * refreshed into a new one carrying the identity's current session version.
 * Requests without credentials pass; the route decides what they may do.
 */
export function refuseEndedSessions(options: { readAuth?: AuthType[] } = {}) {
  const read = options.readAuth ? readAuth(options.readAuth) : undefined
  return async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    try {
      if (read) {
        await new Promise<void>((resolve, reject) => read(req, res, (e?: unknown) => (e ? reject(e) : resolve())))
      }
      const ctx = (req as AuthenticatedMedusaRequest).auth_context as AuthContextLike | undefined
      if (ctx && !(await isLiveSession(req.scope, ctx))) {
        await endCookieSession(req)
        return next(new DomainError("not_authenticated", NOT_AUTHENTICATED_MESSAGE))
      }
      next()
    } catch (e) {
      next(e)
    }
  }
}
