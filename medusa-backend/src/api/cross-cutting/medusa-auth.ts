import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import { byBodyEmail, byIp, rateLimit } from "../../lib/rate-limit"
import { limitFailures } from "../../lib/rate-limit/failures"
import { endSessionsAfterPasswordUpdate } from "../../lib/auth"
import { isServedMedusaAuthRoute } from "../../lib/auth/medusa-auth-routes"
import { DomainError } from "../../lib/errors"
import { requestPasswordReset } from "../../lib/auth/password-reset"
import { EmailOnlyBody } from "@sugandh/contract"
import { validateBody } from "../utils/validate"
import {
  bodyEmailAccount,
  limitSignInFailures,
  signInFailuresPerAccount as perEmail,
  signInFailuresPerIp as perIp,
  signInWindowMs as windowMs,
} from "../../lib/rate-limit/sign-in"

const MESSAGE = "Too many attempts. Please wait a few minutes and try again."

/**
 * Medusa's own sign-in routes (the operator's admin login, the JS SDK's
 * customer login) count failed password checks in the same counters as
 * POST /api/auth/login: one per account and one per client address across
 * every door, failures only (lib/rate-limit/sign-in.ts). A reset token's
 * password update counts its failures per actor type; register and
 * reset-password count every attempt.
 */
const signInUpdate = (actor: string) =>
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

/**
 * Only the /auth routes the shop uses reach Medusa (lib/auth/medusa-auth-routes.ts):
 * the actor types and providers of `authMethodsPerActor` in medusa-config.ts,
 * the admin's session, token refresh and two-factor calls. Any other actor
 * type (`/auth/zz/emailpass`), provider or method is a 404 `{ message }`
 * before Medusa checks a password or issues a token. Runs for every method,
 * before Medusa's own /auth middlewares (a wildcard sorts before params).
 */
const onlyServedAuthRoutes = (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
  const { http } = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig
  const path = req.originalUrl ?? req.url ?? ""
  if (!isServedMedusaAuthRoute(req.method, path, http.authMethodsPerActor ?? {})) {
    return next(new DomainError("not_found", "Not found"))
  }
  next()
}

/** Medusa's reset-password body: the account's e-mail as `identifier`, read as our forgot-password reads `email`. */
const MedusaResetPasswordBody = z.object({ identifier: EmailOnlyBody.shape.email })

/**
 * POST /auth/{user,customer}/emailpass/reset-password: the same as POST
 * /api/auth/forgot-password (lib/auth/password-reset.ts): one event, the same
 * answer (Medusa's 201) for every well-formed e-mail, with or without an
 * account; the subscriber mails the shop's reset link to an e-mail with a
 * password login. Medusa's own route would issue its token on the request
 * (a write only for known accounts) and mails nothing: no subscriber of ours
 * listens to its event.
 */
const resetThroughForgotPassword = async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
  try {
    await requestPasswordReset(req.scope, (req.validatedBody as { identifier: string }).identifier)
    res.sendStatus(201)
  } catch (e) {
    next(e)
  }
}

// Medusa's error handler renders unknown errors as 500, so the attempt limiter's
// 429 ApiError is turned into Medusa's shape by our handler (see error-handler.ts).
// The limits apply to every method; the gate above lets only POST through to these routes.
const actorLimits: MiddlewareRoute[] = ["user", "customer"].flatMap((actor) => [
  // One failure counter per account and per client across every sign-in door (lib/rate-limit/sign-in.ts).
  { matcher: `/auth/${actor}/emailpass`, middlewares: [limitSignInFailures({ account: bodyEmailAccount })] },
  { matcher: `/auth/${actor}/emailpass/register`, middlewares: [attempts(actor, "register")] },
  // Medusa's reset-password is answered by the shop's forgot-password path, never by Medusa's route.
  {
    matcher: `/auth/${actor}/emailpass/reset-password`,
    middlewares: [attempts(actor, "reset-password"), validateBody(MedusaResetPasswordBody), resetThroughForgotPassword],
  },
  // A password set with a reset token ends the account's other sessions (as /api/auth/reset-password does).
  {
    matcher: `/auth/${actor}/emailpass/update`,
    middlewares: [signInUpdate(`${actor}.update`), endSessionsAfterPasswordUpdate()],
  },
])

export const medusaAuthMiddlewares: MiddlewareRoute[] = [{ matcher: "/auth/*", middlewares: [onlyServedAuthRoutes] }, ...actorLimits]
