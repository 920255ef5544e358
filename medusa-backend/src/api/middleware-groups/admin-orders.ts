import type { MiddlewareRoute } from "@medusajs/framework/http"
import { requireAdmin } from "../../lib/auth/middlewares"
import { validateBody } from "../utils/validate"
import { ConfirmOrderBody, StatusBody, TrackingBody } from "../api/admin/orders/validators"

const smallJson = { sizeLimit: "10kb" }

/** Operator order calls: a customer whose identity is linked to a Medusa admin user (401 anonymous, 403 customer). */
export const adminOrderMiddlewares: MiddlewareRoute[] = [
  { matcher: "/api/admin/orders", methods: ["GET"], middlewares: [...requireAdmin] },
  {
    matcher: "/api/admin/orders/:id/confirm",
    methods: ["PUT"],
    bodyParser: smallJson,
    middlewares: [...requireAdmin, validateBody(ConfirmOrderBody)],
  },
  {
    matcher: "/api/admin/orders/:id/tracking",
    methods: ["PUT"],
    bodyParser: smallJson,
    middlewares: [...requireAdmin, validateBody(TrackingBody)],
  },
  {
    matcher: "/api/admin/orders/:id/status",
    methods: ["PUT"],
    bodyParser: smallJson,
    middlewares: [...requireAdmin, validateBody(StatusBody)],
  },
]
