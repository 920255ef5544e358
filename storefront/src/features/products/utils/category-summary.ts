import type { Product } from "../types"

export type CategorySummary = { count: number; startingPrice: number | null }

/** Product count and lowest selling price per category, from the live catalogue. */
export function summarizeCategories(products: readonly Product[]): Record<string, CategorySummary> {
  const result: Record<string, CategorySummary> = {}
  for (const product of products) {
    const entry = (result[product.category] ??= { count: 0, startingPrice: null })
    entry.count += 1
    if (product.price !== null && (entry.startingPrice === null || product.price < entry.startingPrice)) {
      entry.startingPrice = product.price
    }
  }
  return result
}
