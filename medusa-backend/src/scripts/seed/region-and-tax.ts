import { createRegionsWorkflow, createTaxRegionsWorkflow } from "@medusajs/medusa/core-flows"
import { SEEDED } from "../../lib/store-settings"
import type { Created, SeedContext } from "./context"

/** Region India (INR) with the UPI QR and bank-transfer payment providers, and a 0% tax region for `in`. */
export async function seedRegionAndTax(ctx: SeedContext, created: Created): Promise<{ regionId: string }> {
  const { data: regions } = await ctx.query.graph({
    entity: "region",
    fields: ["id", "name"],
    filters: { name: SEEDED.regionName },
  })
  let regionId = regions[0]?.id as string | undefined
  if (!regionId) {
    const { result } = await createRegionsWorkflow(ctx.container).run({
      input: {
        regions: [
          {
            name: SEEDED.regionName,
            currency_code: SEEDED.currencyCode,
            countries: [SEEDED.countryCode],
            // The shop's manual methods (src/modules/providers/payment-manual-upi): UPI QR and bank transfer.
            payment_providers: ["pp_upi-qr_sugandh", "pp_bank-transfer_sugandh"],
          },
        ],
      },
    })
    regionId = result[0].id
    created.regions = 1
  }

  const { data: taxRegions } = await ctx.query.graph({
    entity: "tax_region",
    fields: ["id"],
    filters: { country_code: SEEDED.countryCode, parent_id: null },
  })
  if (!taxRegions.length) {
    await createTaxRegionsWorkflow(ctx.container).run({
      input: [
        {
          country_code: SEEDED.countryCode,
          provider_id: "tp_system",
          // Spec: tax is 0. A named default rate lets an operator change it in /app later.
          default_tax_rate: { name: "GST (included)", code: "GST0", rate: 0 },
        },
      ],
    })
    created.taxRegions = 1
  }
  return { regionId }
}
