import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { httpRequestDuration, httpRequests } from "../../lib/metrics/registry"

/**
 * Counts every answered request and its duration for /metrics, labelled by the
 * matched route's pattern (/api/auth/orders/:id, never the id itself, so the
 * number of series stays bounded); a request no route matched is "unmatched".
 */
export const requestMetricsMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "*",
    middlewares: [
      (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
        const stop = httpRequestDuration.startTimer()
        res.once("finish", () => {
          const route = req.route?.path ? `${req.baseUrl}${String(req.route.path)}` : "unmatched"
          const labels = { method: req.method, route, status: String(res.statusCode) }
          httpRequests.inc(labels)
          stop(labels)
        })
        next()
      },
    ],
  },
]
