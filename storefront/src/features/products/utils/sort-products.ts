import type { Product } from "../types"

/** The spec's default listing order "Featured": featured products first, otherwise the catalogue order. */
export function featuredFirst(products: readonly Product[]): Product[] {
  // Array.prototype.sort is stable, so the catalogue order survives within each group.
  return [...products].sort((a, b) => Number(b.featured) - Number(a.featured))
}
