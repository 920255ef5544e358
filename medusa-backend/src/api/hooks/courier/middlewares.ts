import type { MiddlewareRoute } from "@medusajs/framework/http"

/** The courier's tracking webhook: a shipment's scans so far fit well within 100 kB. */
export const courierHookMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/hooks/courier/aggregator",
    methods: ["POST"],
    bodyParser: { sizeLimit: "100kb" },
  },
]
