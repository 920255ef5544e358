import type { MiddlewareRoute } from "@medusajs/framework/http"
import { byIp, envNumber, rateLimit } from "../../../lib/rate-limit"

/**
 * PIN look-ups (public; the operator's delivery zones are /api/admin's). A shopper checks a few PINs; the
 * limit (RATE_LIMIT_PINCODES per RATE_LIMIT_PINCODES_WINDOW_MS, per IP) stops
 * walking the directory through us.
 */
export const pincodeMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/api/pincodes/:pin",
    methods: ["GET"],
    middlewares: [
      rateLimit({
        name: "pincodes.lookup",
        rules: [
          {
            by: "ip",
            key: byIp,
            limit: () => envNumber("RATE_LIMIT_PINCODES", 60),
            windowMs: () => envNumber("RATE_LIMIT_PINCODES_WINDOW_MS", 60_000),
          },
        ],
      }),
    ],
  },
]
