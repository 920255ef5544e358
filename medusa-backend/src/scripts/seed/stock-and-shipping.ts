import {
  createLinksWorkflow,
  createLocationFulfillmentSetWorkflow,
  createServiceZonesWorkflow,
  createShippingOptionsWorkflow,
  createShippingProfilesWorkflow,
  createStockLocationsWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
  updateShippingOptionsWorkflow,
} from "@medusajs/medusa/core-flows"
import { Modules } from "@medusajs/framework/utils"
import { getStoreSettings, SEEDED } from "../../lib/store-settings"
import { defaultDeliveryPromise } from "../../lib/serviceability/default-zones"
import { REVERSE_PICKUP_OPTION_NAME, SELF_SHIP_OPTION_NAME } from "../../lib/catalogue/names"
import { shiprocketOptionsFromEnv } from "../../modules/providers/fulfillment-shiprocket/settings"
import type { Created, SeedContext } from "./context"

const MANUAL_PROVIDER_ID = "manual_manual"
/** Our calculated-price provider (src/modules/providers/fulfillment-sugandh, id "sugandh" in medusa-config.ts). */
const SHIPPING_PROVIDER_ID = "sugandh-shipping_sugandh"
/** The courier provider (src/modules/providers/fulfillment-shiprocket, id "shiprocket"), registered only when configured. */
const COURIER_PROVIDER_ID = "shiprocket_shiprocket"

/**
 * Who carries Standard Shipping: the courier when SHIPROCKET_* is set (medusa-config.ts registers
 * its provider on the same test), else our own provider (the operator ships by hand, as before).
 * Re-running the seed after setting or removing the settings moves the option across.
 */
export function standardShippingProviderId(env: NodeJS.ProcessEnv = process.env): string {
  return shiprocketOptionsFromEnv(env) ? COURIER_PROVIDER_ID : SHIPPING_PROVIDER_ID
}
const FULFILLMENT_SET_NAME = "Sugandh Warehouse delivery"
const SERVICE_ZONE_NAME = "India"

/** Shipping is 99, free when the cart subtotal (before coupons) reaches 599; priced by our provider (requirements CART-13). */
export { FREE_SHIPPING_THRESHOLD, SHIPPING_FEE } from "../../modules/providers/fulfillment-sugandh/shipping-fee"

type StockAndShipping = {
  stockLocationId: string
  shippingProfileId: string
  shippingOptionId: string
  selfShipOptionId: string
}

type LocationRow = {
  id: string
  sales_channels?: ({ id: string } | null)[]
  fulfillment_providers?: ({ id: string } | null)[]
  fulfillment_sets?: ({ id: string; name: string; service_zones?: ({ id: string; name: string } | null)[] } | null)[]
}

async function findLocation(ctx: SeedContext): Promise<LocationRow | undefined> {
  const { data } = await ctx.query.graph({
    entity: "stock_location",
    fields: [
      "id",
      "sales_channels.id",
      "fulfillment_providers.id",
      "fulfillment_sets.id",
      "fulfillment_sets.name",
      "fulfillment_sets.service_zones.id",
      "fulfillment_sets.service_zones.name",
    ],
    filters: { name: SEEDED.stockLocationName },
  })
  return data[0] as LocationRow | undefined
}

async function ensureLocation(ctx: SeedContext, salesChannelId: string, created: Created) {
  let location = await findLocation(ctx)
  if (!location) {
    await createStockLocationsWorkflow(ctx.container).run({
      input: {
        locations: [
          {
            name: SEEDED.stockLocationName,
            address: {
              address_1: "12 Perfumers' Lane, Bada Bazaar",
              city: "Kannauj",
              province: "Uttar Pradesh",
              postal_code: "209725",
              country_code: "IN",
            },
          },
        ],
      },
    })
    created.stockLocations = 1
    location = (await findLocation(ctx))!
  }
  if (!location.sales_channels?.some((sc) => sc?.id === salesChannelId)) {
    await linkSalesChannelsToStockLocationWorkflow(ctx.container).run({
      input: { id: location.id, add: [salesChannelId] },
    })
  }
  const wanted = [MANUAL_PROVIDER_ID, SHIPPING_PROVIDER_ID, standardShippingProviderId()]
  const missingProviders = [...new Set(wanted)].filter((providerId) => !location!.fulfillment_providers?.some((p) => p?.id === providerId))
  if (missingProviders.length) {
    await createLinksWorkflow(ctx.container).run({
      input: missingProviders.map((providerId) => ({
        [Modules.STOCK_LOCATION]: { stock_location_id: location!.id },
        [Modules.FULFILLMENT]: { fulfillment_provider_id: providerId },
      })),
    })
  }
  return location
}

async function ensureServiceZone(ctx: SeedContext, location: LocationRow): Promise<string> {
  let set = location.fulfillment_sets?.find((s) => s?.name === FULFILLMENT_SET_NAME)
  if (!set) {
    await createLocationFulfillmentSetWorkflow(ctx.container).run({
      input: {
        location_id: location.id,
        fulfillment_set_data: { name: FULFILLMENT_SET_NAME, type: "shipping" },
      },
    })
    set = (await findLocation(ctx))!.fulfillment_sets!.find((s) => s?.name === FULFILLMENT_SET_NAME)!
  }
  const zone = set!.service_zones?.find((z) => z?.name === SERVICE_ZONE_NAME)
  if (zone) {
    return zone.id
  }
  const { result } = await createServiceZonesWorkflow(ctx.container).run({
    input: {
      data: [
        {
          name: SERVICE_ZONE_NAME,
          fulfillment_set_id: set!.id,
          geo_zones: [{ type: "country", country_code: SEEDED.countryCode }],
        },
      ],
    },
  })
  return result[0].id
}

async function ensureShippingProfile(ctx: SeedContext, created: Created): Promise<string> {
  const { data } = await ctx.query.graph({
    entity: "shipping_profile",
    fields: ["id"],
    filters: { type: "default" },
  })
  if (data[0]) {
    return data[0].id
  }
  const { result } = await createShippingProfilesWorkflow(ctx.container).run({
    input: { data: [{ name: "Default Shipping Profile", type: "default" }] },
  })
  created.shippingProfiles = 1
  return result[0].id
}

async function ensureShippingOption(ctx: SeedContext, serviceZoneId: string, shippingProfileId: string, created: Created): Promise<string> {
  // The seeded zones' days (the PIN check's), not a promise of its own.
  const description = defaultDeliveryPromise(getStoreSettings().gst.state)
  const providerId = standardShippingProviderId()
  const { data } = await ctx.query.graph({
    entity: "shipping_option",
    fields: ["id", "price_type", "provider_id", "type.id", "type.description"],
    filters: { name: SEEDED.shippingOptionName, service_zone_id: serviceZoneId },
  })
  const existing = data[0] as
    { id: string; price_type: string; provider_id: string | null; type?: { id: string; description: string | null } | null } | undefined
  if (existing) {
    // Databases seeded before said "Delivered in 2–8 working days." whatever the PIN.
    if (existing.type && existing.type.description !== description) {
      await ctx.container.resolve(Modules.FULFILLMENT).updateShippingOptionTypes(existing.type.id, { description })
    }
    // Databases seeded before: the flat ₹99/₹0 option (item_total rule, after discounts) becomes our calculated one.
    // Setting or removing SHIPROCKET_* moves it between the courier and our provider.
    if (existing.price_type !== "calculated" || existing.provider_id !== providerId) {
      await updateShippingOptionsWorkflow(ctx.container).run({
        input: [{ id: existing.id, price_type: "calculated", provider_id: providerId, data: {} }],
      })
    }
    return existing.id
  }
  const { result } = await createShippingOptionsWorkflow(ctx.container).run({
    input: [
      {
        name: SEEDED.shippingOptionName,
        // Priced by our provider's calculatePrice: ₹0 when the items' subtotal before
        // discounts is ₹599 or more, else ₹99. A price rule cannot do this: the only
        // cart total Medusa puts in a price rule's context is item_total, after discounts.
        price_type: "calculated",
        provider_id: providerId,
        service_zone_id: serviceZoneId,
        shipping_profile_id: shippingProfileId,
        type: { label: "Standard", description, code: "standard" },
        data: {},
        rules: [
          { attribute: "enabled_in_store", operator: "eq", value: "true" },
          { attribute: "is_return", operator: "eq", value: "false" },
        ],
      },
    ],
  })
  created.shippingOptions = 1
  return result[0].id
}

/**
 * The operator's hand-over option (SELF_SHIP_OPTION_NAME): our provider, which books nothing, never
 * offered to shoppers (enabled_in_store false). "Ship order" fulfils through it, so a typed AWB never
 * books a courier, whoever carries Standard Shipping.
 */
async function ensureSelfShipOption(ctx: SeedContext, serviceZoneId: string, shippingProfileId: string, created: Created): Promise<string> {
  const { data } = await ctx.query.graph({
    entity: "shipping_option",
    fields: ["id"],
    filters: { name: SELF_SHIP_OPTION_NAME, service_zone_id: serviceZoneId },
  })
  if (data[0]) return data[0].id as string
  const { result } = await createShippingOptionsWorkflow(ctx.container).run({
    input: [
      {
        name: SELF_SHIP_OPTION_NAME,
        price_type: "calculated",
        provider_id: SHIPPING_PROVIDER_ID,
        service_zone_id: serviceZoneId,
        shipping_profile_id: shippingProfileId,
        type: { label: "Self-ship", description: "Handed over by the shop with a typed AWB", code: "self-ship" },
        data: {},
        rules: [
          { attribute: "enabled_in_store", operator: "eq", value: "false" },
          { attribute: "is_return", operator: "eq", value: "false" },
        ],
      },
    ],
  })
  created.shippingOptions = (created.shippingOptions ?? 0) + 1
  return result[0].id
}

/**
 * The courier's return option (D2: a reverse pickup is the courier provider's return fulfillment),
 * only when the courier is configured: the shop's Approve books the pickup through it, and Medusa
 * admin offers it as a return's shipping. No charge here: the shop keeps a pickup fee from a
 * changed-my-mind refund instead (lib/returns/policy). Without a courier the shopper sends it.
 */
async function ensureReversePickupOption(ctx: SeedContext, serviceZoneId: string, shippingProfileId: string, created: Created) {
  if (!shiprocketOptionsFromEnv()) return
  const { data } = await ctx.query.graph({
    entity: "shipping_option",
    fields: ["id"],
    filters: { name: REVERSE_PICKUP_OPTION_NAME, service_zone_id: serviceZoneId },
  })
  if (data[0]) return
  await createShippingOptionsWorkflow(ctx.container).run({
    input: [
      {
        name: REVERSE_PICKUP_OPTION_NAME,
        price_type: "flat",
        provider_id: COURIER_PROVIDER_ID,
        service_zone_id: serviceZoneId,
        shipping_profile_id: shippingProfileId,
        type: { label: "Reverse pickup", description: "The courier collects the return from the shopper", code: "reverse-pickup" },
        data: {},
        prices: [{ currency_code: SEEDED.currencyCode, amount: 0 }],
        rules: [
          { attribute: "enabled_in_store", operator: "eq", value: "true" },
          { attribute: "is_return", operator: "eq", value: "true" },
        ],
      },
    ],
  })
  created.shippingOptions = (created.shippingOptions ?? 0) + 1
}

/** Warehouse, its links (sales channel, manual provider), India service zone, profile and Standard Shipping. */
export async function seedStockAndShipping(ctx: SeedContext, salesChannelId: string, created: Created): Promise<StockAndShipping> {
  const location = await ensureLocation(ctx, salesChannelId, created)
  const serviceZoneId = await ensureServiceZone(ctx, location)
  const shippingProfileId = await ensureShippingProfile(ctx, created)
  const shippingOptionId = await ensureShippingOption(ctx, serviceZoneId, shippingProfileId, created)
  const selfShipOptionId = await ensureSelfShipOption(ctx, serviceZoneId, shippingProfileId, created)
  await ensureReversePickupOption(ctx, serviceZoneId, shippingProfileId, created)
  return { stockLocationId: location.id, shippingProfileId, shippingOptionId, selfShipOptionId }
}
