import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { echoRequestId } from "../utils/request-id"

/**
 * X-Request-Id on the responses of every route (/api, /store, /auth, /admin,
 * unknown paths). Medusa runs its own CORS, publishable-key and auth checks
 * before project middlewares: its errors reach the error handler, which sets
 * the header too, but the 401s its auth check writes directly and CORS
 * preflight answers go out without it (their access-log line still has the id).
 */
export const requestIdMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "*",
    middlewares: [
      (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
        echoRequestId(req, res)
        next()
      },
    ],
  },
]
