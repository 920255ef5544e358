import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { metricsAccessAllowed } from "../../lib/metrics/access"
import { registry } from "../../lib/metrics/registry"
import { refreshShopFacts } from "../../lib/metrics/shop-facts"

/**
 * GET /metrics: Prometheus text format for the operator's Prometheus. Not public:
 * only with `Authorization: Bearer <METRICS_TOKEN>` or from METRICS_ALLOW_FROM
 * (401 otherwise), and nginx never forwards it.
 */
export const METRICS_UNAUTHORIZED = "Metrics need the METRICS_TOKEN bearer token"

export async function GET(req: MedusaRequest, res: MedusaResponse) {
  if (!metricsAccessAllowed(req.headers.authorization, req.socket.remoteAddress)) {
    // Answered here, in the contract's error shape: outside /api the error handler keeps Medusa's own.
    res.setHeader("WWW-Authenticate", "Bearer")
    res.status(401).json({ message: METRICS_UNAUTHORIZED })
    return
  }
  await refreshShopFacts(req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION))
  res.setHeader("Content-Type", registry.contentType)
  res.setHeader("Cache-Control", "no-store")
  res.status(200).send(await registry.metrics())
}

export const AUTHENTICATE = false
