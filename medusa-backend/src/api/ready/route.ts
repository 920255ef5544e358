import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/**
 * Readiness: unlike /health (process is up), this answers 200 only when the
 * database answers too, so a load balancer stops sending traffic to an
 * instance that lost its database.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const pg = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  try {
    await Promise.race([
      pg.raw("select 1"),
      new Promise((_, reject) => setTimeout(() => reject(new Error("database check timed out")), 2000)),
    ])
    res.status(200).json({ status: "ready", database: "ok" })
  } catch (error) {
    // The reason goes to the log only: the answer is public and database errors name hosts, users and databases.
    const logger = req.scope.resolve(ContainerRegistrationKeys.LOGGER)
    logger.warn(`Readiness check failed: database: ${(error as Error).message}`)
    res.status(503).json({ status: "unavailable", database: "unavailable" })
  }
}

export const AUTHENTICATE = false
