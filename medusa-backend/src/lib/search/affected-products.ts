import type { RemoteQueryFunction } from "@medusajs/framework/types"

/**
 * Maps an event about something a product's search document is built from
 * (a variant, a price, a price list, stock, a review) to the products whose
 * documents must be rewritten. Each read is one query over ids; rows that were
 * deleted are read with `withDeleted`, since their products still changed.
 */
type Query = RemoteQueryFunction
type Row = Record<string, unknown>

/** The ids an event names in `data.id`: one id or many. */
export const ids = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === "string" && v.length > 0)

async function read(query: Query, entity: string, fields: string[], filters: Row): Promise<Row[]> {
  const { data } = await query.graph({ entity, fields, filters, withDeleted: true } as Parameters<Query["graph"]>[0])
  return data as Row[]
}

const column = (rows: Row[], key: string) => [...new Set(rows.map((r) => r[key]).filter((v): v is string => typeof v === "string"))]

async function productsOfVariants(query: Query, variantIds: string[]): Promise<string[]> {
  if (!variantIds.length) return []
  return column(await read(query, "product_variant", ["product_id"], { id: variantIds }), "product_id")
}

async function productsOfPriceSets(query: Query, priceSetIds: string[]): Promise<string[]> {
  if (!priceSetIds.length) return []
  const links = await read(query, "product_variant_price_set", ["variant_id"], { price_set_id: priceSetIds })
  return productsOfVariants(query, column(links, "variant_id"))
}

async function productsOfPrices(query: Query, priceIds: string[]): Promise<string[]> {
  if (!priceIds.length) return []
  return productsOfPriceSets(query, column(await read(query, "price", ["price_set_id"], { id: priceIds }), "price_set_id"))
}

async function productsOfPriceLists(query: Query, priceListIds: string[]): Promise<string[]> {
  if (!priceListIds.length) return []
  const prices = await read(query, "price", ["price_set_id"], { price_list_id: priceListIds })
  return productsOfPriceSets(query, column(prices, "price_set_id"))
}

async function productsOfInventoryItems(query: Query, itemIds: string[]): Promise<string[]> {
  if (!itemIds.length) return []
  const links = await read(query, "product_variant_inventory_item", ["variant_id"], { inventory_item_id: itemIds })
  return productsOfVariants(query, column(links, "variant_id"))
}

async function productsOfInventoryLevels(query: Query, levelIds: string[]): Promise<string[]> {
  if (!levelIds.length) return []
  const levels = await read(query, "inventory_level", ["inventory_item_id"], { id: levelIds })
  return productsOfInventoryItems(query, column(levels, "inventory_item_id"))
}

async function productsOfReservations(query: Query, reservationIds: string[]): Promise<string[]> {
  if (!reservationIds.length) return []
  const reservations = await read(query, "reservation_item", ["inventory_item_id"], { id: reservationIds })
  return productsOfInventoryItems(query, column(reservations, "inventory_item_id"))
}

async function productsOfReviews(query: Query, reviewIds: string[]): Promise<string[]> {
  if (!reviewIds.length) return []
  return column(await read(query, "review", ["product_id"], { id: reviewIds }), "product_id")
}

/** Event name -> how to find its products from the event's ids. */
export const PRODUCT_SOURCE_EVENTS: Record<string, (query: Query, ids: string[]) => Promise<string[]>> = {
  "product.created": async (_q, productIds) => productsOfSelf(productIds),
  "product.updated": async (_q, productIds) => productsOfSelf(productIds),
  "product.deleted": async (_q, productIds) => productsOfSelf(productIds),
  "product-variant.created": productsOfVariants,
  "product-variant.updated": productsOfVariants,
  "product-variant.deleted": productsOfVariants,
  "pricing.price.created": productsOfPrices,
  "pricing.price.updated": productsOfPrices,
  "pricing.price.deleted": productsOfPrices,
  "pricing.price-list.updated": productsOfPriceLists,
  "pricing.price-list.deleted": productsOfPriceLists,
  "inventory-level.created": productsOfInventoryLevels,
  "inventory-level.updated": productsOfInventoryLevels,
  "inventory-level.deleted": productsOfInventoryLevels,
  "reservation-item.created": productsOfReservations,
  "reservation-item.updated": productsOfReservations,
  "reservation-item.deleted": productsOfReservations,
  // Our review module's own events: `<module>.<model>.<action>`, as MedusaService names them.
  "review.review.created": productsOfReviews,
  "review.review.updated": productsOfReviews,
  "review.review.deleted": productsOfReviews,
}

function productsOfSelf(productIds: string[]): string[] {
  return productIds
}

/** The products an event touches, from `data.id` (one id or many). */
export async function productsAffectedBy(query: Query, event: { name: string; data?: unknown }): Promise<string[]> {
  const resolve = PRODUCT_SOURCE_EVENTS[event.name]
  const data = (event.data ?? {}) as { id?: unknown }
  if (!resolve) return []
  return resolve(query, ids(data.id))
}
