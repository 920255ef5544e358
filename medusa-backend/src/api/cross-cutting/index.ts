import type { MiddlewareRoute } from "@medusajs/framework/http"
import { chargesNotReturnedMiddlewares } from "./charges-not-returned"
import { medusaFulfilmentMiddlewares } from "./medusa-fulfilment-rules"
import { medusaAdminInviteMiddlewares } from "./medusa-admin-invites"
import { medusaAuthMiddlewares } from "./medusa-auth"
import { medusaSessionMiddlewares } from "./medusa-sessions"
import { pathGuardMiddlewares } from "./path-guard"
import { requestIdMiddlewares } from "./request-id"
import { requestMetricsMiddlewares } from "./request-metrics"
import { securityHeaderMiddlewares } from "./security-headers"
import { storeMetadataMiddlewares } from "./store-metadata"
import { storeSearchMiddlewares } from "./store-search"

/**
 * Rules that belong to no /api area: those of every route (request id,
 * security headers, path guard) and those on Medusa's own routes (/auth
 * sign-in limits and served routes, ended sessions on /admin and /store,
 * refused admin invites, the Store API's search and reserved metadata, charge
 * lines refused on Medusa's return, exchange and claim routes, orders not
 * ready to ship refused before Medusa's fulfilment reaches a courier).
 * The Store API checkout's order limit lives with the shop's own order
 * limit in api/auth/orders/middlewares.ts (one counter for both doors).
 */
export const crossCuttingMiddlewares: MiddlewareRoute[] = [
  ...requestIdMiddlewares,
  ...requestMetricsMiddlewares,
  ...securityHeaderMiddlewares,
  ...pathGuardMiddlewares,
  ...medusaAuthMiddlewares,
  ...medusaSessionMiddlewares,
  ...medusaAdminInviteMiddlewares,
  ...storeSearchMiddlewares,
  ...storeMetadataMiddlewares,
  ...chargesNotReturnedMiddlewares,
  ...medusaFulfilmentMiddlewares,
]
