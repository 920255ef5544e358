import {
  createRegionsWorkflow,
  createTaxRegionsWorkflow,
  updateRegionsWorkflow,
  updateTaxRatesWorkflow,
  updateTaxRegionsWorkflow,
} from "@medusajs/medusa/core-flows"
import { SEEDED } from "../../lib/store-settings"
import { GST_DEFAULT_RATE, GST_TAX_PROVIDER_ID, LEGACY_ZERO_RATE_CODE } from "../../lib/tax/gst-rates"
import type { Created, SeedContext } from "./context"
import { razorpayOptionsFromEnv } from "../../modules/providers/payment-razorpay/settings"

/**
 * Region India (INR) with the UPI QR and bank-transfer payment providers, prices
 * tax-inclusive (region price preference), and the GST tax region for `in`.
 * The per-category rates come after the products (./tax-rates.ts).
 */
export async function seedRegionAndTax(ctx: SeedContext, created: Created): Promise<{ regionId: string; taxRegionId: string }> {
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
            automatic_taxes: true,
            // Indian prices are MRP, GST included: Medusa takes the tax out of the price instead of adding it.
            is_tax_inclusive: true,
            // The shop's manual methods (src/modules/providers/payment-manual-upi): UPI QR, bank transfer, cash on delivery.
            payment_providers: regionPaymentProviders(),
          },
        ],
      },
    })
    regionId = result[0].id
    created.regions = 1
  } else {
    await ensureRegionTaxInclusive(ctx, regionId)
    await ensureRegionPaymentProviders(ctx, regionId)
  }
  return { regionId, taxRegionId: await ensureTaxRegion(ctx, created) }
}

const MANUAL_PAYMENT_PROVIDERS = ["pp_upi-qr_sugandh", "pp_bank-transfer_sugandh", "pp_cod_sugandh"] as const

/** The manual methods, and Razorpay (pp_razorpay_sugandh) when its keys are set (medusa-config registers it only then). */
function regionPaymentProviders(): string[] {
  return [...MANUAL_PAYMENT_PROVIDERS, ...(razorpayOptionsFromEnv() ? [RAZORPAY_PROVIDER_ID] : [])]
}
const RAZORPAY_PROVIDER_ID = "pp_razorpay_sugandh"

/**
 * A database seeded before cash on delivery lacks pp_cod_sugandh on the region, one seeded before the
 * gateway's keys were set lacks pp_razorpay_sugandh; the others it has are kept.
 */
async function ensureRegionPaymentProviders(ctx: SeedContext, regionId: string) {
  const { data } = await ctx.query.graph({ entity: "region", fields: ["id", "payment_providers.id"], filters: { id: regionId } })
  const current = ((data[0]?.payment_providers ?? []) as ({ id: string } | null)[]).filter((p): p is { id: string } => !!p).map((p) => p.id)
  const missing = regionPaymentProviders().filter((id) => !current.includes(id))
  if (!missing.length) return
  await updateRegionsWorkflow(ctx.container).run({
    input: { selector: { id: regionId }, update: { payment_providers: [...current, ...missing] } },
  })
}

/** A database seeded before GST has a region price preference that is not tax-inclusive. */
async function ensureRegionTaxInclusive(ctx: SeedContext, regionId: string) {
  const { data } = await ctx.query.graph({
    entity: "price_preference",
    fields: ["id", "is_tax_inclusive"],
    filters: { attribute: "region_id", value: regionId },
  })
  if (data[0]?.is_tax_inclusive !== true) {
    await updateRegionsWorkflow(ctx.container).run({
      input: { selector: { id: regionId }, update: { is_tax_inclusive: true, automatic_taxes: true } },
    })
  }
}

async function ensureTaxRegion(ctx: SeedContext, created: Created): Promise<string> {
  const { data: taxRegions } = await ctx.query.graph({
    entity: "tax_region",
    fields: ["id", "provider_id", "tax_rates.id", "tax_rates.code", "tax_rates.is_default"],
    filters: { country_code: SEEDED.countryCode, parent_id: null },
  })
  const existing = taxRegions[0] as
    { id: string; provider_id?: string | null; tax_rates?: ({ id: string; code: string; is_default: boolean } | null)[] } | undefined
  if (!existing) {
    const { result } = await createTaxRegionsWorkflow(ctx.container).run({
      input: [{ country_code: SEEDED.countryCode, provider_id: GST_TAX_PROVIDER_ID, default_tax_rate: GST_DEFAULT_RATE }],
    })
    created.taxRegions = 1
    return result[0].id
  }
  // Before GST the default rate was a 0% "GST0"; an operator's own rate (another code) is left alone.
  const legacy = (existing.tax_rates ?? []).find((r) => r?.is_default && r.code === LEGACY_ZERO_RATE_CODE)
  if (legacy) {
    await updateTaxRatesWorkflow(ctx.container).run({
      input: { selector: { id: legacy.id }, update: { ...GST_DEFAULT_RATE } },
    })
  }
  // Seeded before composite supply: Medusa's system provider taxed shipping at a flat 18%.
  if (existing.provider_id !== GST_TAX_PROVIDER_ID) {
    await updateTaxRegionsWorkflow(ctx.container).run({ input: [{ id: existing.id, provider_id: GST_TAX_PROVIDER_ID }] })
  }
  return existing.id
}
