import {
  authenticate,
  type AuthenticatedMedusaRequest,
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
} from "@medusajs/framework/http"
import type { AuthIdentityDTO } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { DomainError } from "../errors"
import { isAdminIdentity } from "./account"
import { isCurrentSession } from "./session-version"

export const NOT_AUTHENTICATED_MESSAGE = "Please login to continue"
export const ADMIN_ONLY_MESSAGE = "You don't have permission to access this page."

type Middleware = (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => unknown

// Medusa's own check of the bearer JWT; it leaves req.auth_context unset instead
// of answering, so the 401 below is rendered in the /api error shape.
const medusaBearer = authenticate("customer", ["bearer"], { allowUnauthenticated: true })

type LiveIdentity = Pick<AuthIdentityDTO, "id" | "app_metadata">

/**
 * The auth identity of a verified bearer token that is still a live session:
 * the identity exists, still belongs to the token's customer, and the token
 * was issued under its current session version (a password change or reset
 * ends older sessions, see session-version.ts); null otherwise. One indexed
 * read per call, kept on the request for adminOnly.
 */
const liveIdentities = new WeakMap<MedusaRequest, LiveIdentity>()

async function liveCustomerIdentity(req: MedusaRequest): Promise<LiveIdentity | null> {
  const ctx = (req as AuthenticatedMedusaRequest).auth_context
  if (!ctx?.actor_id || ctx.actor_type !== "customer" || !ctx.auth_identity_id) return null
  const [identity] = await req.scope
    .resolve(Modules.AUTH)
    .listAuthIdentities({ id: [ctx.auth_identity_id] }, { select: ["id", "app_metadata"] })
  if (!identity || identity.app_metadata?.customer_id !== ctx.actor_id) return null
  if (!isCurrentSession(identity, ctx.app_metadata)) return null
  liveIdentities.set(req, identity)
  return identity
}

/** A middleware from a check that refuses with an error or lets the request through; a thrown error goes to Express too. */
const checked =
  (check: (req: MedusaRequest) => Promise<Error | void>): Middleware =>
  async (req, _res, next) => {
    try {
      next(await check(req))
    } catch (e) {
      next(e)
    }
  }

const customerOnly = checked(async (req) => {
  if (!(await liveCustomerIdentity(req))) return new DomainError("not_authenticated", NOT_AUTHENTICATED_MESSAGE)
})

/**
 * Route middlewares for signed-in shoppers: a valid customer bearer token
 * (`Authorization: Bearer <token>`) of a live session. Afterwards
 * `req.auth_context.actor_id` is the customer id and `auth_identity_id` their
 * auth identity.
 */
export const requireCustomer: Middleware[] = [medusaBearer as Middleware, customerOnly]

const dropEndedSession = checked(async (req) => {
  const r = req as AuthenticatedMedusaRequest
  if (r.auth_context && !(await liveCustomerIdentity(req))) {
    ;(r as { auth_context?: unknown }).auth_context = undefined
  }
})

/**
 * Optional sign-in: a live customer session sets `req.auth_context`; no token,
 * a bad one or an ended session leaves the caller a guest.
 */
export const optionalCustomer: Middleware[] = [medusaBearer as Middleware, dropEndedSession]

const adminOnly = checked(async (req) => {
  // customerOnly (first in the shop's path) checked the session and kept its identity;
  // the link to a Medusa user must exist now (a role change applies at once).
  const identity = liveIdentities.get(req)
  if (!identity) return new DomainError("not_authenticated", NOT_AUTHENTICATED_MESSAGE)
  if (!(await isAdminIdentity(req.scope, identity))) return new DomainError("forbidden", ADMIN_ONLY_MESSAGE)
})

// The Medusa admin's own credentials: its cookie session (what /app's fetches carry) or a
// user bearer token (POST /auth/user/emailpass). Leaves req.auth_context unset otherwise; a user
// with two-factor on still needs a completed challenge, as on Medusa's own /admin routes.
const medusaUser = authenticate("user", ["session", "bearer"], { allowUnauthenticated: true, requireMfa: true })

/** Requests let in by a live Medusa admin user: the shop's customer checks are skipped for them. */
const medusaOperators = new WeakSet<MedusaRequest>()

/**
 * A Medusa admin user's session or token is an operator's when it is still live
 * (its auth identity exists, was issued under the current session version and
 * is still linked to that user) and the user still exists: the same role check
 * as the shop's sign-in, on the server for every request. An ended one is 401.
 */
const liveMedusaUser = checked(async (req) => {
  const ctx = (req as AuthenticatedMedusaRequest).auth_context
  if (ctx?.actor_type !== "user") return
  const [identity] = ctx.auth_identity_id
    ? await req.scope.resolve(Modules.AUTH).listAuthIdentities({ id: [ctx.auth_identity_id] }, { select: ["id", "app_metadata"] })
    : []
  const live = !!identity && identity.app_metadata?.user_id === ctx.actor_id && isCurrentSession(identity, ctx.app_metadata)
  if (!live || !(await isAdminIdentity(req.scope, identity))) {
    ;(req as { auth_context?: unknown }).auth_context = undefined
    return new DomainError("not_authenticated", NOT_AUTHENTICATED_MESSAGE)
  }
  medusaOperators.add(req)
})

/** Runs a middleware only for requests no Medusa admin user has already let in. */
const unlessMedusaOperator =
  (middleware: Middleware): Middleware =>
  (req, res, next) =>
    medusaOperators.has(req) ? next() : middleware(req, res, next)

/**
 * Route middlewares for /api/admin (and the coupon management calls): an
 * operator, by either sign-in. The shop's: a signed-in customer whose auth
 * identity is linked to a Medusa admin user. The Medusa admin's: its cookie
 * session or user token, of a user that still exists. Both are checked against
 * the database on every request (a role change applies at once). 401
 * anonymous, 403 customer, in the /api error shape.
 */
export const requireAdmin: Middleware[] = [
  medusaUser as Middleware,
  liveMedusaUser,
  ...[...requireCustomer, adminOnly].map(unlessMedusaOperator),
]
