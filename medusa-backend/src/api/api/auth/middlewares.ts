import type { MiddlewareRoute } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import { requireCustomer } from "../../../lib/auth/middlewares"
import { passwordLoginEmailOf } from "../../../lib/auth/identity"
import { byBodyEmail, byIp, rateLimit } from "../../../lib/rate-limit"
import {
  bodyEmailAccount,
  limitSignInFailures,
  signInFailuresPerAccount,
  signInFailuresPerIp,
  signInWindowMs,
} from "../../../lib/rate-limit/sign-in"
import { validateBody } from "../../utils/validate"
import {
  ChangePasswordBody,
  EmailOnlyBody,
  GoogleTokenBody,
  LoginBody,
  ProfileBody,
  RegisterBody,
  ResetPasswordBody,
  VerifyEmailBody,
} from "@sugandh/contract"
import { JSON_BODY } from "../../utils/body-limits"

// The same settings as the sign-in failure counters (generous under NODE_ENV=test, where every
// request comes from 127.0.0.1; the rate-limit tests set small limits explicitly).

/** Per IP and per e-mail of the body, counted separately for each call. */
const limited = (call: string) =>
  rateLimit({
    name: `auth.${call}`,
    message: "Too many attempts. Please wait a few minutes and try again.",
    rules: [
      { by: "ip", key: byIp, limit: signInFailuresPerIp, windowMs: signInWindowMs },
      { by: "email", key: byBodyEmail, limit: signInFailuresPerAccount, windowMs: signInWindowMs },
    ],
  })

/**
 * An auth call with a small JSON body at `/api/auth/{path}`: rate-limited per
 * IP and e-mail under its own name ("google/verify" counts as
 * "auth.google-verify"), its body validated, and for "signed-in" calls the
 * shopper's session checked first.
 */
const authForm = (
  method: "POST" | "PUT",
  path: string,
  body: z.ZodTypeAny,
  session: "public" | "signed-in" = "public"
): MiddlewareRoute => ({
  matcher: `/api/auth/${path}`,
  methods: [method],
  bodyParser: JSON_BODY.small,
  middlewares: [limited(path.replace("/", "-")), ...(session === "signed-in" ? requireCustomer : []), validateBody(body)],
})

/**
 * Password checks share one failure counter per account and per client with
 * Medusa's /auth/{user,customer}/emailpass (lib/rate-limit/sign-in.ts): only
 * failures count, after the body is valid.
 */
const passwordChecked = {
  login: limitSignInFailures({ account: bodyEmailAccount }),
  // The signed-in account's password login: guessing the current password here counts as a failed sign-in.
  changePassword: limitSignInFailures({
    account: (req) => passwordLoginEmailOf(req.scope, (req as AuthenticatedMedusaRequest).auth_context?.auth_identity_id),
  }),
}

export const authMiddlewares: MiddlewareRoute[] = [
  authForm("POST", "register", RegisterBody),
  {
    matcher: "/api/auth/login",
    methods: ["POST"],
    bodyParser: JSON_BODY.small,
    middlewares: [validateBody(LoginBody), passwordChecked.login],
  },
  { matcher: "/api/auth/me", methods: ["GET"], middlewares: [...requireCustomer] },
  // Ends every session of the account on the server (api/auth/logout/route.ts).
  { matcher: "/api/auth/logout", methods: ["POST"], middlewares: [...requireCustomer] },
  authForm("POST", "google/verify", GoogleTokenBody),
  authForm("POST", "google/signup", GoogleTokenBody),
  authForm("POST", "verify-email", VerifyEmailBody),
  authForm("POST", "resend-verification", EmailOnlyBody),
  authForm("POST", "forgot-password", EmailOnlyBody),
  authForm("POST", "reset-password", ResetPasswordBody),
  authForm("PUT", "profile", ProfileBody, "signed-in"),
  {
    matcher: "/api/auth/change-password",
    methods: ["PUT"],
    bodyParser: JSON_BODY.small,
    middlewares: [limited("change-password"), ...requireCustomer, validateBody(ChangePasswordBody), passwordChecked.changePassword],
  },
]
