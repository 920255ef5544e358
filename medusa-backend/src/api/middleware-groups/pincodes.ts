import { validateAndTransformBody, type MiddlewareRoute } from "@medusajs/framework/http"
import { byIp, envNumber, rateLimit } from "../../lib/rate-limit"
import { DeliveryZoneBody, DeliveryZonesImportBody } from "../admin/sugandh/delivery-zones/validators"

/**
 * PIN look-ups (public) and the operator's delivery zones (Medusa admin
 * authentication guards every /admin route). A shopper checks a few PINs; the
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
  { matcher: "/admin/sugandh/delivery-zones", methods: ["POST"], middlewares: [validateAndTransformBody(DeliveryZoneBody)] },
  { matcher: "/admin/sugandh/delivery-zones/:id", methods: ["POST"], middlewares: [validateAndTransformBody(DeliveryZoneBody)] },
  {
    matcher: "/admin/sugandh/delivery-zone-imports",
    methods: ["POST"],
    bodyParser: { sizeLimit: "600kb" },
    middlewares: [validateAndTransformBody(DeliveryZonesImportBody)],
  },
]
