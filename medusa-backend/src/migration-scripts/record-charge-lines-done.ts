import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { backfillChargeLines } from "../lib/orders/charge-lines-fulfilment"

/**
 * Once, at `medusa db:migrate` (issue 48): open orders placed before the COD fee and gift wrap were
 * recorded as done at placement get them done now, so Medusa admin stops listing them as items to fulfil.
 */
export default async function recordChargeLinesDone({ container }: ExecArgs) {
  const changed = await backfillChargeLines(container)
  container.resolve(ContainerRegistrationKeys.LOGGER).info(`Charge lines recorded as done on ${changed} open order(s).`)
}
