import type { MiddlewareRoute } from "@medusajs/framework/http"
import { requireCustomer } from "../../lib/auth/middlewares"
import { byBodyEmail, byIp, envNumber, rateLimit } from "../../lib/rate-limit"
import { validateBody } from "../utils/validate"
import {
  ChangePasswordBody,
  EmailOnlyBody,
  GoogleTokenBody,
  LoginBody,
  ProfileBody,
  RegisterBody,
  ResetPasswordBody,
  VerifyEmailBody,
} from "../api/auth/validators"
import { JSON_BODY } from "../utils/body-limits"

// Test runs share one IP (127.0.0.1) across many sign-ins, so the defaults are
// generous under NODE_ENV=test; the rate-limit tests set small limits explicitly.
const testing = () => process.env.NODE_ENV === "test"
export const windowMs = () => envNumber("AUTH_RATE_LIMIT_WINDOW_MS", 15 * 60 * 1000)
export const perIp = () => envNumber("AUTH_RATE_LIMIT_MAX", testing() ? 10_000 : 20)
export const perEmail = () => envNumber("AUTH_RATE_LIMIT_EMAIL_MAX", testing() ? 10_000 : 10)

/** Per IP and per e-mail of the body, counted separately for each call. */
const limited = (call: string) =>
  rateLimit({
    name: `auth.${call}`,
    message: "Too many attempts. Please wait a few minutes and try again.",
    rules: [
      { by: "ip", key: byIp, limit: perIp, windowMs },
      { by: "email", key: byBodyEmail, limit: perEmail, windowMs },
    ],
  })

export const authMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/api/auth/register",
    methods: ["POST"],
    bodyParser: JSON_BODY.small,
    middlewares: [limited("register"), validateBody(RegisterBody)],
  },
  { matcher: "/api/auth/login", methods: ["POST"], bodyParser: JSON_BODY.small, middlewares: [limited("login"), validateBody(LoginBody)] },
  { matcher: "/api/auth/me", methods: ["GET"], middlewares: [...requireCustomer] },
  {
    matcher: "/api/auth/google/verify",
    methods: ["POST"],
    bodyParser: JSON_BODY.small,
    middlewares: [limited("google-verify"), validateBody(GoogleTokenBody)],
  },
  {
    matcher: "/api/auth/google/signup",
    methods: ["POST"],
    bodyParser: JSON_BODY.small,
    middlewares: [limited("google-signup"), validateBody(GoogleTokenBody)],
  },
  {
    matcher: "/api/auth/verify-email",
    methods: ["POST"],
    bodyParser: JSON_BODY.small,
    middlewares: [limited("verify-email"), validateBody(VerifyEmailBody)],
  },
  {
    matcher: "/api/auth/resend-verification",
    methods: ["POST"],
    bodyParser: JSON_BODY.small,
    middlewares: [limited("resend-verification"), validateBody(EmailOnlyBody)],
  },
  {
    matcher: "/api/auth/forgot-password",
    methods: ["POST"],
    bodyParser: JSON_BODY.small,
    middlewares: [limited("forgot-password"), validateBody(EmailOnlyBody)],
  },
  {
    matcher: "/api/auth/reset-password",
    methods: ["POST"],
    bodyParser: JSON_BODY.small,
    middlewares: [limited("reset-password"), validateBody(ResetPasswordBody)],
  },
  {
    matcher: "/api/auth/profile",
    methods: ["PUT"],
    bodyParser: JSON_BODY.small,
    middlewares: [limited("profile"), ...requireCustomer, validateBody(ProfileBody)],
  },
  {
    matcher: "/api/auth/change-password",
    methods: ["PUT"],
    bodyParser: JSON_BODY.small,
    middlewares: [limited("change-password"), ...requireCustomer, validateBody(ChangePasswordBody)],
  },
]
