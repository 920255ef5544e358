import type { MiddlewareRoute } from "@medusajs/framework/http"
import { refuseEndedSessions } from "../../lib/auth/live-session"

/**
 * Sessions end everywhere. Our /api routes check the session version in
 * requireCustomer; these rules do the same on Medusa's own routes, for the
 * operator's Medusa admin (bearer token or cookie session) and the JS SDK's
 * shoppers: after a logout, a password change or reset, or a demotion
 * (the identity's `user_id` is gone), the old credentials answer 401.
 */
export const medusaSessionMiddlewares: MiddlewareRoute[] = [
  // An ended session can be neither refreshed into a token carrying the identity's current
  // session version nor turned into a cookie session. Medusa authenticates these routes after
  // our middlewares, so the credentials are read here.
  // The same credentials Medusa's own middlewares of these routes read.
  { matcher: "/auth/token/refresh", methods: ["POST"], middlewares: [refuseEndedSessions({ readAuth: ["session", "bearer"] })] },
  { matcher: "/auth/session", methods: ["POST"], middlewares: [refuseEndedSessions({ readAuth: ["bearer"] })] },
  // Two-factor set-up and challenges: an ended session can neither read nor change the account's factors.
  { matcher: "/auth/mfa/*", middlewares: [refuseEndedSessions({ readAuth: ["session", "bearer"] })] },
  // Medusa has already read the admin's token or cookie session (a shopper's on /store).
  { matcher: "/admin/*", middlewares: [refuseEndedSessions()] },
  { matcher: "/store/*", middlewares: [refuseEndedSessions()] },
]
