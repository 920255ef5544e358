import type { MiddlewareRoute } from "@medusajs/framework/http"
import { NdrActionBody } from "@sugandh/contract"
import { smallJsonCall } from "../../../utils/json-call"

/** Failed deliveries: the answer to one is a small JSON body; the admin check is /api/admin/*'s (admin/middlewares.ts). */
export const adminNdrMiddlewares: MiddlewareRoute[] = [smallJsonCall("/api/admin/ndr/:awb/action", ["POST"], [], NdrActionBody)]
