import type { MiddlewareRoute } from "@medusajs/framework/http"
import { parseStatementForm } from "../../lib/payments/statement-upload"
import { validateBody } from "../utils/validate"
import { ConfirmMatchesBody } from "../api/admin/payments/validators"
import { JSON_BODY } from "../utils/body-limits"

/**
 * Payment reconciliation: the statement upload and the confirmed matches. The
 * admin check is /api/admin/*'s, which Medusa runs before these (a wildcard
 * matcher sorts before a static one), so a non-admin's file is never read.
 */
export const adminPaymentMiddlewares: MiddlewareRoute[] = [
  // Multipart: Medusa's JSON parser steps aside.
  { matcher: "/api/admin/payments/reconcile", methods: ["POST"], bodyParser: false, middlewares: [parseStatementForm()] },
  {
    matcher: "/api/admin/payments/reconcile/confirm",
    methods: ["POST"],
    bodyParser: JSON_BODY.statementMatches,
    middlewares: [validateBody(ConfirmMatchesBody)],
  },
]
