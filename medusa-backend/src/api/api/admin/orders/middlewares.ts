import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateBody, validateQuery } from "../../../utils/validate"
import { ConfirmOrderBody, PagingQuery, StatusBody, TrackingBody } from "./validators"
import { JSON_BODY } from "../../../utils/body-limits"
import { CreditNoteBody } from "../../../../lib/invoices/credit-note-body"

/**
 * Operator order calls: bodies validated before the route runs. The admin check
 * (401 anonymous, 403 customer) is /api/admin/*'s, which Medusa runs first
 * (a wildcard matcher sorts before a static one).
 */
export const adminOrderMiddlewares: MiddlewareRoute[] = [
  { matcher: "/api/admin/orders", methods: ["GET"], middlewares: [validateQuery(PagingQuery)] },
  {
    matcher: "/api/admin/orders/:id/confirm",
    methods: ["PUT"],
    bodyParser: JSON_BODY.small,
    middlewares: [validateBody(ConfirmOrderBody)],
  },
  {
    matcher: "/api/admin/orders/:id/tracking",
    methods: ["PUT"],
    bodyParser: JSON_BODY.small,
    middlewares: [validateBody(TrackingBody)],
  },
  {
    matcher: "/api/admin/orders/:id/status",
    methods: ["PUT"],
    bodyParser: JSON_BODY.small,
    middlewares: [validateBody(StatusBody)],
  },
  // Cash on delivery: the operator confirms after calling the shopper (no body).
  { matcher: "/api/admin/orders/:id/cod-confirmation", methods: ["PUT"], bodyParser: JSON_BODY.small },
  {
    matcher: "/api/admin/orders/:id/credit-notes",
    methods: ["POST"],
    bodyParser: JSON_BODY.small,
    middlewares: [validateBody(CreditNoteBody)],
  },
]
