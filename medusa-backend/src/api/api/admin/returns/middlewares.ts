import type { MiddlewareRoute } from "@medusajs/framework/http"
import { AdminReturnsQuery, ReceiveReturnBody, RejectReturnBody, ShipExchangeBody } from "@sugandh/contract"
import { smallJsonCall } from "../../../utils/json-call"
import { validateQuery } from "../../../utils/validate"

/** The returns queue and its decisions (issue 45): the admin check is /api/admin/*'s (admin/middlewares.ts). */
export const adminReturnMiddlewares: MiddlewareRoute[] = [
  { matcher: "/api/admin/returns", methods: ["GET"], middlewares: [validateQuery(AdminReturnsQuery)] },
  smallJsonCall("/api/admin/returns/:id/approve", ["POST"], []),
  smallJsonCall("/api/admin/returns/:id/reject", ["POST"], [], RejectReturnBody),
  smallJsonCall("/api/admin/returns/:id/receive", ["POST"], [], ReceiveReturnBody),
  smallJsonCall("/api/admin/returns/:id/refund", ["POST"], []),
  smallJsonCall("/api/admin/returns/:id/ship-exchange", ["POST"], [], ShipExchangeBody),
]
