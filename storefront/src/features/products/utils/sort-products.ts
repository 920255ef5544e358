import type { Product } from "../types"

export const SORT_KEYS = ["featured", "price-asc", "price-desc", "rating", "newest"] as const
export type SortKey = (typeof SORT_KEYS)[number]

export const SORT_LABELS: Record<SortKey, string> = {
  featured: "Featured",
  "price-asc": "Price: Low to High",
  "price-desc": "Price: High to Low",
  rating: "Highest Rated",
  newest: "Newest",
}

/** The spec's default listing order "Featured": featured products first, otherwise the catalogue order. */
export function featuredFirst(products: readonly Product[]): Product[] {
  // Array.prototype.sort is stable, so the catalogue order survives within each group.
  return [...products].sort((a, b) => Number(b.featured) - Number(a.featured))
}

const time = (p: Product) => {
  const t = Date.parse(p.createdAt)
  return Number.isNaN(t) ? -Infinity : t
}

/**
 * The spec's five sorts. Products without a price go last in price sorts;
 * `ratingOf` lets the listing sort by live review stats where it has them.
 */
export function sortProducts(
  products: readonly Product[],
  key: SortKey,
  ratingOf: (p: Product) => number = (p) => p.rating
): Product[] {
  const list = [...products]
  switch (key) {
    case "price-asc":
      return list.sort((a, b) => (a.price ?? Infinity) - (b.price ?? Infinity))
    case "price-desc":
      return list.sort((a, b) => (b.price ?? -Infinity) - (a.price ?? -Infinity))
    case "rating":
      return list.sort((a, b) => ratingOf(b) - ratingOf(a))
    case "newest":
      return list.sort((a, b) => time(b) - time(a))
    default:
      return featuredFirst(list)
  }
}
