import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { backfillOrderStateCodes } from "../lib/orders/backfill-state-codes"

/**
 * Once, at `medusa db:migrate`: orders placed while the state was free text get
 * the GST state code of their address (from the text when it names the PIN's
 * state, else from the PIN), so invoices, reports and order views read a code.
 */
export default async function backfillOrderStateCodesScript({ container }: ExecArgs) {
  const { updated, unresolved } = await backfillOrderStateCodes(container)
  container
    .resolve(ContainerRegistrationKeys.LOGGER)
    .info(`State codes backfilled on ${updated} order address(es); ${unresolved} without a resolvable PIN or state.`)
}
