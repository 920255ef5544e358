import type { MiddlewareRoute } from "@medusajs/framework/http"
import { parseStatementForm } from "../../../../lib/payments/statement-upload"
import { validateBody } from "../../../utils/validate"
import { ConfirmGatewaySettlementsBody, ConfirmMatchesBody } from "./validators"
import { parseCsvUploadForm } from "../../../../lib/uploads/csv-upload"
import { ConfirmRemittanceBody } from "./cod-remittance/validators"
import { parseRemittanceForm } from "../../../../lib/cod/remittance-upload"
import { JSON_BODY } from "../../../utils/body-limits"

/**
 * Payment reconciliation: the statement upload and the confirmed matches; the
 * courier's COD remittance file and its confirmed rows. The
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
  // Razorpay's settlement report (issue 46), multipart as the statement.
  { matcher: "/api/admin/payments/gateway-settlements", methods: ["POST"], bodyParser: false, middlewares: [parseCsvUploadForm("report")] },
  {
    matcher: "/api/admin/payments/gateway-settlements/confirm",
    methods: ["POST"],
    bodyParser: JSON_BODY.statementMatches,
    middlewares: [validateBody(ConfirmGatewaySettlementsBody)],
  },
  // Multipart: Medusa's JSON parser steps aside (the admin check runs first, so a non-admin's file is never read).
  { matcher: "/api/admin/payments/cod-remittance", methods: ["POST"], bodyParser: false, middlewares: [parseRemittanceForm()] },
  {
    matcher: "/api/admin/payments/cod-remittance/confirm",
    methods: ["POST"],
    bodyParser: JSON_BODY.statementMatches,
    middlewares: [validateBody(ConfirmRemittanceBody)],
  },
]
