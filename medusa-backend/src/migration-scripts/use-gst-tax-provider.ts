import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { updateTaxRegionsWorkflow } from "@medusajs/medusa/core-flows"
import { GST_TAX_PROVIDER_ID } from "../lib/tax/gst-rates"

/**
 * Once, at `medusa db:migrate`: a database seeded before composite supply has
 * the India tax region on Medusa's system provider (shipping at a flat 18%);
 * it moves to ours (tp_gst_gst), as a new seed creates it. The seed does the
 * same, but `npm start` seeds only an empty database.
 */
export default async function useGstTaxProviderScript({ container }: ExecArgs) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "tax_region",
    fields: ["id", "provider_id"],
    filters: { country_code: "in", parent_id: null },
  })
  const stale = (data as { id: string; provider_id?: string | null }[]).filter((r) => r.provider_id !== GST_TAX_PROVIDER_ID)
  if (stale.length) {
    await updateTaxRegionsWorkflow(container).run({ input: stale.map((r) => ({ id: r.id, provider_id: GST_TAX_PROVIDER_ID })) })
  }
  container.resolve(ContainerRegistrationKeys.LOGGER).info(`India tax region(s) moved to ${GST_TAX_PROVIDER_ID}: ${stale.length}.`)
}
