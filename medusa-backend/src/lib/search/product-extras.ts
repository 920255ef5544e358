import type { RemoteQueryFunction } from "@medusajs/framework/types"
import { getVariantAvailability } from "@medusajs/framework/utils"
import { statsFromCounts } from "../../modules/review/lib/stats"
import { formerHandlesOf } from "../catalogue/handle-history"
import type { ProductExtras, ProductGraphRow } from "./product-document"

/**
 * Review stats, stock and former handles for a page of products, in a fixed number of queries
 * per page (one for reviews, one availability read per sales channel), so
 * seeding thousands of products stays linear.
 */
export async function loadProductExtras(query: RemoteQueryFunction, rows: ProductGraphRow[]): Promise<Map<string, ProductExtras>> {
  const extras = new Map<string, ProductExtras>(rows.map((row) => [row.id, {}]))
  if (!rows.length) return extras
  const [reviews, availability, formerHandles] = await Promise.all([
    reviewStats(query, rows),
    stock(query, rows),
    formerHandlesOf(query, rows),
  ])
  for (const row of rows) {
    const entry = extras.get(row.id)!
    const stats = reviews.get(row.id)
    if (stats) entry.reviews = stats
    entry.availability = availability
    const former = formerHandles.get(row.id)
    if (former) entry.formerHandles = former
  }
  return extras
}

/** Visible reviews per product, as the review module's stats compute them. */
async function reviewStats(query: RemoteQueryFunction, rows: ProductGraphRow[]) {
  const { data } = await query.graph({
    entity: "review",
    fields: ["product_id", "rating"],
    filters: { product_id: rows.map((r) => r.id), status: "visible" },
  })
  const counts = new Map<string, number[]>()
  for (const review of data as { product_id: string; rating: number }[]) {
    const perStar = counts.get(review.product_id) ?? [0, 0, 0, 0, 0]
    const star = Number(review.rating)
    if (star >= 1 && star <= 5) perStar[star - 1]! += 1
    counts.set(review.product_id, perStar)
  }
  const result = new Map<string, { count: number; average: number }>()
  for (const [productId, perStar] of counts) {
    const stats = statsFromCounts(perStar)
    result.set(productId, { count: stats.totalReviews, average: stats.averageRating })
  }
  return result
}

/** Sellable units per tracked variant, at the stock locations of each product's sales channel. */
async function stock(query: RemoteQueryFunction, rows: ProductGraphRow[]) {
  const variantsByChannel = new Map<string, string[]>()
  for (const row of rows) {
    const channel = row.sales_channels?.find(Boolean)?.id
    if (!channel) continue
    const tracked = (row.variants ?? []).filter((v) => v && v.manage_inventory !== false).map((v) => v!.id)
    variantsByChannel.set(channel, [...(variantsByChannel.get(channel) ?? []), ...tracked])
  }
  const availability: Record<string, number | null> = {}
  for (const [channel, variantIds] of variantsByChannel) {
    if (!variantIds.length) continue
    const found = await getVariantAvailability(query, { variant_ids: variantIds, sales_channel_id: channel })
    for (const id of variantIds) availability[id] = found[id]?.availability ?? 0
  }
  return availability
}
