import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { backfillOrderNumbers } from "../lib/orders/record-order-number"

/** Once, at `medusa db:migrate`: orders placed before their "ORD-…" number was stored get it, so Medusa admin's search finds them. */
export default async function recordOrderNumbersScript({ container }: ExecArgs) {
  const written = await backfillOrderNumbers(container)
  container.resolve(ContainerRegistrationKeys.LOGGER).info(`Order numbers stored on ${written} order(s) for Medusa admin's search.`)
}
