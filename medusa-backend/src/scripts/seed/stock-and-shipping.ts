import {
  createLinksWorkflow,
  createLocationFulfillmentSetWorkflow,
  createServiceZonesWorkflow,
  createShippingOptionsWorkflow,
  createShippingProfilesWorkflow,
  createStockLocationsWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
} from "@medusajs/medusa/core-flows"
import { Modules } from "@medusajs/framework/utils"
import { SEEDED } from "../../lib/store-settings"
import type { Created, SeedContext } from "./context"

const MANUAL_PROVIDER_ID = "manual_manual"
const FULFILLMENT_SET_NAME = "Sugandh Warehouse delivery"
const SERVICE_ZONE_NAME = "India"

/** Spec: shipping is 99, free when the cart's items reach 599. */
export const SHIPPING_FEE = 99
export const FREE_SHIPPING_THRESHOLD = 599

export type StockAndShipping = {
  stockLocationId: string
  shippingProfileId: string
  shippingOptionId: string
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
  if (!location.fulfillment_providers?.some((p) => p?.id === MANUAL_PROVIDER_ID)) {
    await createLinksWorkflow(ctx.container).run({
      input: [
        {
          [Modules.STOCK_LOCATION]: { stock_location_id: location.id },
          [Modules.FULFILLMENT]: { fulfillment_provider_id: MANUAL_PROVIDER_ID },
        },
      ],
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

async function ensureShippingOption(
  ctx: SeedContext,
  serviceZoneId: string,
  shippingProfileId: string,
  created: Created
): Promise<string> {
  const { data } = await ctx.query.graph({
    entity: "shipping_option",
    fields: ["id"],
    filters: { name: SEEDED.shippingOptionName, service_zone_id: serviceZoneId },
  })
  if (data[0]) {
    return data[0].id
  }
  const { result } = await createShippingOptionsWorkflow(ctx.container).run({
    input: [
      {
        name: SEEDED.shippingOptionName,
        price_type: "flat",
        provider_id: MANUAL_PROVIDER_ID,
        service_zone_id: serviceZoneId,
        shipping_profile_id: shippingProfileId,
        type: { label: "Standard", description: "Delivered in 2–8 working days.", code: "standard" },
        // The pricing module picks the price whose rules all match, preferring
        // the one with more rules: the free price once item_total reaches 599.
        // item_total is after discounts; it is the only cart total Medusa puts in
        // the shipping price context (listShippingOptionsForCartWithPricingWorkflow),
        // so a coupon that takes the items below 599 brings the fee back.
        prices: [
          { currency_code: SEEDED.currencyCode, amount: SHIPPING_FEE },
          {
            currency_code: SEEDED.currencyCode,
            amount: 0,
            rules: [{ attribute: "item_total", operator: "gte", value: FREE_SHIPPING_THRESHOLD }],
          },
        ],
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

/** Warehouse, its links (sales channel, manual provider), India service zone, profile and Standard Shipping. */
export async function seedStockAndShipping(
  ctx: SeedContext,
  salesChannelId: string,
  created: Created
): Promise<StockAndShipping> {
  const location = await ensureLocation(ctx, salesChannelId, created)
  const serviceZoneId = await ensureServiceZone(ctx, location)
  const shippingProfileId = await ensureShippingProfile(ctx, created)
  const shippingOptionId = await ensureShippingOption(ctx, serviceZoneId, shippingProfileId, created)
  return { stockLocationId: location.id, shippingProfileId, shippingOptionId }
}
