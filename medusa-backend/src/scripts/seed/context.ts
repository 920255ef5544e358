import type { Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/** What every seed part needs: the container, Query for look-ups, and a logger. */
export type SeedContext = {
  container: MedusaContainer
  query: ReturnType<typeof resolveQuery>
  logger: Logger
}

function resolveQuery(container: MedusaContainer) {
  return container.resolve(ContainerRegistrationKeys.QUERY)
}

export function createSeedContext(container: MedusaContainer): SeedContext {
  return {
    container,
    query: resolveQuery(container),
    logger: container.resolve(ContainerRegistrationKeys.LOGGER),
  }
}

/** Counts of what a part created on this run, for the closing summary line. */
export type Created = Record<string, number>
