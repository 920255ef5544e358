import type { MiddlewareRoute } from "@medusajs/framework/http"
import { requireCustomer } from "../../lib/auth/middlewares"
import { byIp, envNumber, rateLimit } from "../../lib/rate-limit"
import { validateBody } from "../utils/validate"
import { JSON_BODY } from "../utils/body-limits"
import { CodTokenBody } from "../api/orders/cod-confirmation/validators"
import { ConfirmRemittanceBody } from "../api/admin/payments/cod-remittance/validators"
import { parseRemittanceForm } from "../../lib/cod/remittance-upload"

const testing = () => process.env.NODE_ENV === "test"

// The e-mailed link needs no sign-in: tokens are signed, but guesses are still counted per IP.
const limitCodLinks = rateLimit({
  name: "orders.cod-confirmation",
  message: "Too many attempts. Please wait a few minutes and try again.",
  rules: [
    {
      by: "ip",
      key: byIp,
      limit: () => envNumber("COD_CONFIRM_RATE_LIMIT_MAX", testing() ? 10_000 : 30),
      windowMs: () => 15 * 60 * 1000,
    },
  ],
})

/**
 * Cash on delivery: the shopper's confirmations (link and /orders button) and
 * the operator's calls. /api/admin/* is admin-only by adminMiddlewares' wildcard.
 */
export const codMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/api/orders/cod-confirmation",
    methods: ["POST"],
    bodyParser: JSON_BODY.small,
    middlewares: [limitCodLinks, validateBody(CodTokenBody)],
  },
  { matcher: "/api/auth/orders/:id/cod-confirmation", methods: ["POST"], bodyParser: JSON_BODY.small, middlewares: [...requireCustomer] },
  { matcher: "/api/admin/orders/:id/cod-confirmation", methods: ["PUT"], bodyParser: JSON_BODY.small },
  // Multipart: Medusa's JSON parser steps aside (the admin check runs first, so a non-admin's file is never read).
  { matcher: "/api/admin/payments/cod-remittance", methods: ["POST"], bodyParser: false, middlewares: [parseRemittanceForm()] },
  {
    matcher: "/api/admin/payments/cod-remittance/confirm",
    methods: ["POST"],
    bodyParser: JSON_BODY.statementMatches,
    middlewares: [validateBody(ConfirmRemittanceBody)],
  },
]
