import type { MiddlewareRoute } from "@medusajs/framework/http"
import { perIpLimit } from "../../utils/limits"

/**
 * PIN look-ups (public; the operator's delivery zones are /api/admin's). A shopper checks a few PINs; the
 * limit (RATE_LIMIT_PINCODES per RATE_LIMIT_PINCODES_WINDOW_MS, per IP) stops
 * walking the directory through us.
 */
export const pincodeMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/api/pincodes/:pin",
    methods: ["GET"],
    middlewares: [perIpLimit("pincodes.lookup", "PINCODES", 60, 60_000)],
  },
]
