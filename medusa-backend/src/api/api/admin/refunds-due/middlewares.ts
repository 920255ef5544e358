import type { MiddlewareRoute } from "@medusajs/framework/http"
import { AdminRefundsDueQuery, RefundDuePaidBody } from "@sugandh/contract"
import { smallJsonCall } from "../../../utils/json-call"
import { validateQuery } from "../../../utils/validate"

/** The refunds due list and marking one paid: the admin check is /api/admin/*'s (admin/middlewares.ts). */
export const adminRefundDueMiddlewares: MiddlewareRoute[] = [
  { matcher: "/api/admin/refunds-due", methods: ["GET"], middlewares: [validateQuery(AdminRefundsDueQuery)] },
  smallJsonCall("/api/admin/refunds-due/:id/paid", ["POST"], [], RefundDuePaidBody),
]
