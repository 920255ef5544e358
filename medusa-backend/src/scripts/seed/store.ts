import { updateStoresWorkflow } from "@medusajs/medusa/core-flows"
import type { AdminUpdateStore } from "@medusajs/framework/types"
import { getStoreSettings, SEEDED } from "../../lib/store-settings"
import type { SeedContext } from "./context"

// The name Medusa gives the store it creates on first boot.
const FACTORY_STORE_NAME = "Medusa Store"

type StoreRow = {
  id: string
  name: string
  default_sales_channel_id: string | null
  default_region_id: string | null
  default_location_id: string | null
  supported_currencies?: ({ currency_code: string; is_default: boolean } | null)[]
}

/**
 * Store settings: INR as the default currency, the shop's name, and our
 * sales channel, region and warehouse as defaults. Only what is missing or
 * still at Medusa's factory value is changed, so an operator's edits survive a re-run.
 */
export async function seedStoreSettings(
  ctx: SeedContext,
  ids: { salesChannelId: string; regionId: string; stockLocationId: string }
): Promise<void> {
  const { data } = await ctx.query.graph({
    entity: "store",
    fields: [
      "id",
      "name",
      "default_sales_channel_id",
      "default_region_id",
      "default_location_id",
      "supported_currencies.currency_code",
      "supported_currencies.is_default",
    ],
  })
  const store = data[0] as StoreRow | undefined
  if (!store) {
    throw new Error("No store found: Medusa creates one on first boot; run the migrations and start once.")
  }

  const update: AdminUpdateStore = {}
  const currencies = (store.supported_currencies ?? []).filter((c): c is { currency_code: string; is_default: boolean } => !!c)
  const inr = currencies.find((c) => c.currency_code === SEEDED.currencyCode)
  if (!inr) {
    // First run: the shop sells only in rupees; prices are MRP, tax included.
    update.supported_currencies = [{ currency_code: SEEDED.currencyCode, is_default: true, is_tax_inclusive: true }]
  } else if (!inr.is_default) {
    update.supported_currencies = currencies.map((c) => ({
      currency_code: c.currency_code,
      is_default: c.currency_code === SEEDED.currencyCode,
    }))
  }
  const storeName = getStoreSettings().storeName
  if (store.name === FACTORY_STORE_NAME && storeName !== store.name) {
    update.name = storeName
  }
  if (store.default_sales_channel_id !== ids.salesChannelId) {
    update.default_sales_channel_id = ids.salesChannelId
  }
  if (!store.default_region_id) {
    update.default_region_id = ids.regionId
  }
  if (!store.default_location_id) {
    update.default_location_id = ids.stockLocationId
  }
  if (Object.keys(update).length) {
    await updateStoresWorkflow(ctx.container).run({
      input: { selector: { id: store.id }, update },
    })
  }
}
