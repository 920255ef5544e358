import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { checkReadiness } from "../../lib/operations/readiness"

/**
 * Readiness: unlike /health (process is up), 200 only when the database, Redis
 * (when configured) and its event queue answer and every scheduled job has
 * succeeded within three of its intervals; otherwise 503 naming the part that
 * is wrong, so compose's health check and a load balancer take the process out.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const pg = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const { ready, answer, reasons } = await checkReadiness(pg)
  if (!ready) {
    // The reasons go to the log only: the answer is public and database errors name hosts, users and databases.
    req.scope.resolve(ContainerRegistrationKeys.LOGGER).warn(`Readiness check failed: ${reasons.join("; ")}`)
  }
  res.status(ready ? 200 : 503).json(answer)
}

export const AUTHENTICATE = false
