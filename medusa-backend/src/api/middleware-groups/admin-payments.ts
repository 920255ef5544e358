import type { MiddlewareRoute } from "@medusajs/framework/http"
import { requireAdmin } from "../../lib/auth/middlewares"
import { parseStatementForm } from "../../lib/payments/statement-upload"
import { validateBody } from "../utils/validate"
import { ConfirmMatchesBody } from "../api/admin/payments/validators"

/** Payment reconciliation and the waiting-payments summary: admins only (also covered by /api/admin/*). */
export const adminPaymentMiddlewares: MiddlewareRoute[] = [
  { matcher: "/api/admin/payments/summary", methods: ["GET"], middlewares: [...requireAdmin] },
  // Multipart: Medusa's JSON parser steps aside; the admin check runs before the file is read.
  { matcher: "/api/admin/payments/reconcile", methods: ["POST"], bodyParser: false, middlewares: [...requireAdmin, parseStatementForm()] },
  {
    matcher: "/api/admin/payments/reconcile/confirm",
    methods: ["POST"],
    bodyParser: { sizeLimit: "100kb" },
    middlewares: [...requireAdmin, validateBody(ConfirmMatchesBody)],
  },
]
