import type { MiddlewareRoute } from "@medusajs/framework/http"
import { byBodyEmail, byIp, rateLimit } from "../../lib/rate-limit"
import { limitFailures } from "../../lib/rate-limit/failures"
import { endSessionsAfterPasswordUpdate } from "../../lib/auth"
import { perEmail, perIp, windowMs } from "./auth"

const MESSAGE = "Too many attempts. Please wait a few minutes and try again."

/**
 * Medusa's own sign-in routes (the operator's admin login, the JS SDK's
 * customer login) get the limits of /api/auth, in the same store (Redis when
 * REDIS_URL is set). Sign-in counts only failures, per client IP and per
 * account e-mail, so an operator who types the password right is never locked
 * out by his own sign-ins; register and reset-password count every attempt.
 * Counters are per actor type: a flood on customer accounts does not lock operators.
 */
const signIn = (actor: string) =>
  limitFailures({
    name: `medusa-auth.${actor}.login`,
    message: MESSAGE,
    rules: [
      { by: "ip", key: byIp, limit: perIp, windowMs },
      { by: "email", key: byBodyEmail, limit: perEmail, windowMs },
    ],
  })

const attempts = (actor: string, call: string) =>
  rateLimit({
    name: `medusa-auth.${actor}.${call}`,
    message: MESSAGE,
    rules: [
      { by: "ip", key: byIp, limit: perIp, windowMs },
      { by: "email", key: byBodyEmail, limit: perEmail, windowMs },
    ],
  })

// Medusa's error handler renders unknown errors as 500, so the attempt limiter's
// 429 ApiError is turned into Medusa's shape by our handler (see error-handler.ts).
export const medusaAuthMiddlewares: MiddlewareRoute[] = ["user", "customer"].flatMap((actor) => [
  { matcher: `/auth/${actor}/emailpass`, methods: ["POST"], middlewares: [signIn(actor)] },
  { matcher: `/auth/${actor}/emailpass/register`, methods: ["POST"], middlewares: [attempts(actor, "register")] },
  { matcher: `/auth/${actor}/emailpass/reset-password`, methods: ["POST"], middlewares: [attempts(actor, "reset-password")] },
  // A password set with a reset token ends the account's other sessions (as /api/auth/reset-password does).
  {
    matcher: `/auth/${actor}/emailpass/update`,
    methods: ["POST"],
    middlewares: [signIn(`${actor}.update`), endSessionsAfterPasswordUpdate()],
  },
])
