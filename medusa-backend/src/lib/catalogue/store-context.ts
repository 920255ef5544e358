import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { DomainError } from "../errors"
import {
  STANDARD_SHIPPING_OPTION_NAME,
  STORE_CURRENCY,
  STORE_REGION_NAME,
  STORE_SALES_CHANNEL_NAME,
  STORE_STOCK_LOCATION_NAME,
} from "./names"

export type StoreContext = {
  regionId: string
  currencyCode: string
  salesChannelId: string
  stockLocationId: string
  shippingOptionId: string
}

// Looked up on almost every shopping call; the records never move once seeded.
const TTL_MS = 60_000
let cached: { value: StoreContext; at: number } | null = null

/**
 * The seeded region, sales channel, stock location and shipping option that
 * every shopper-facing operation uses. 503 when the store has not been seeded.
 */
export async function getStoreContext(container: MedusaContainer): Promise<StoreContext> {
  if (cached && Date.now() - cached.at < TTL_MS) {
    return cached.value
  }
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const [regions, channels, locations, options] = await Promise.all([
    query.graph({ entity: "region", fields: ["id", "currency_code"], filters: { name: STORE_REGION_NAME } }),
    query.graph({ entity: "sales_channel", fields: ["id"], filters: { name: STORE_SALES_CHANNEL_NAME } }),
    query.graph({ entity: "stock_location", fields: ["id"], filters: { name: STORE_STOCK_LOCATION_NAME } }),
    query.graph({ entity: "shipping_option", fields: ["id"], filters: { name: STANDARD_SHIPPING_OPTION_NAME } }),
  ])
  const region = regions.data[0]
  const channel = channels.data[0]
  const location = locations.data[0]
  const option = options.data[0]
  if (!region || !channel || !location || !option) {
    throw new DomainError("unavailable", "The store is not set up yet. Run the seed (npm run seed) and try again.")
  }
  const value: StoreContext = {
    regionId: region.id,
    currencyCode: region.currency_code ?? STORE_CURRENCY,
    salesChannelId: channel.id,
    stockLocationId: location.id,
    shippingOptionId: option.id,
  }
  cached = { value, at: Date.now() }
  return value
}

/** For tests that re-seed a fresh database in the same process. */
export function forgetStoreContext(): void {
  cached = null
}
