import type { MiddlewareRoute } from "@medusajs/framework/http"
import { smallJsonCall } from "../../../utils/json-call"
import { validateQuery } from "../../../utils/validate"
import { ConfirmOrderBody, PagingQuery, StatusBody, TrackingBody } from "./validators"
import { CreditNoteBody } from "../../../../lib/invoices/credit-note-body"

/**
 * Operator order calls: bodies validated before the route runs (no guard of
 * their own: `[]`). The admin check
 * (401 anonymous, 403 customer) is /api/admin/*'s, which Medusa runs first
 * (a wildcard matcher sorts before a static one).
 */
export const adminOrderMiddlewares: MiddlewareRoute[] = [
  { matcher: "/api/admin/orders", methods: ["GET"], middlewares: [validateQuery(PagingQuery)] },
  smallJsonCall("/api/admin/orders/:id/confirm", ["PUT"], [], ConfirmOrderBody),
  smallJsonCall("/api/admin/orders/:id/tracking", ["PUT"], [], TrackingBody),
  smallJsonCall("/api/admin/orders/:id/status", ["PUT"], [], StatusBody),
  // Cash on delivery: the operator confirms after calling the shopper (no body).
  smallJsonCall("/api/admin/orders/:id/cod-confirmation", ["PUT"], []),
  smallJsonCall("/api/admin/orders/:id/credit-notes", ["POST"], [], CreditNoteBody),
  // Courier shipments: book and cancel take no body.
  smallJsonCall("/api/admin/orders/:id/shipment", ["POST", "DELETE"], []),
]
