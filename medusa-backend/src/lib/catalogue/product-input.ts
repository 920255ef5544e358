import type { CategoryHandle } from "./names"

/** What an operator's Add Product form becomes (validated in the /api route). */
export type AdminProductFields = {
  name: string
  brand: string
  description: string
  /** Selling price in rupees. */
  price: number
  /** Struck-through price in rupees; the selling price when absent. */
  originalPrice?: number
  category: CategoryHandle
  fragrance: string
  size: string
  stockQuantity: number
  featured: boolean
  tags: string[]
}

/** Catalogue id prefixes per category (P1, A12, S3, RF1), as in the seeded catalogue. */
export const CATALOGUE_ID_PREFIX: Record<CategoryHandle, string> = {
  perfumes: "P",
  attars: "A",
  "incense-sticks": "S",
  "room-fresheners": "RF",
}

/**
 * The next free catalogue id of a category given the ids already used (deleted
 * products included, so an id an old order points at is never reused).
 */
export function nextCatalogueId(category: CategoryHandle, usedIds: (string | null | undefined)[]): string {
  const prefix = CATALOGUE_ID_PREFIX[category]
  const pattern = new RegExp(`^${prefix}(\\d+)$`, "i")
  let max = 0
  for (const id of usedIds) {
    const match = id ? pattern.exec(id.trim()) : null
    if (match) max = Math.max(max, Number(match[1]))
  }
  return `${prefix}${max + 1}`
}

/** List and selling price: the INR variant price is the original price, a sale price list gives the lower one. */
export function pricesOf(fields: Pick<AdminProductFields, "price" | "originalPrice">): { list: number; sale: number | null } {
  const list = fields.originalPrice ?? fields.price
  return { list, sale: fields.price < list ? fields.price : null }
}

/** The badge text, "30% OFF", from the two prices; null without a discount. */
export function launchOfferLabel(list: number, sale: number | null): string | null {
  if (sale === null || list <= 0 || sale >= list) return null
  const percent = Math.round(((list - sale) / list) * 100)
  return percent > 0 ? `${percent}% OFF` : null
}

/**
 * product.metadata in the seed's contract (keys the storefront and the /api
 * mappers read). The form has no notes, inspired-by or realm, so those are
 * left out or empty; ratings start at 0 and come from the review module.
 */
export function toProductMetadata(fields: AdminProductFields, now: Date): Record<string, unknown> {
  const { list, sale } = pricesOf(fields)
  const launchOffer = launchOfferLabel(list, sale)
  return {
    brand: fields.brand,
    size: fields.size,
    fragrance: fields.fragrance,
    inspiredBy: "",
    // The shop sells only alcohol-free products (ARCHITECTURE: "alcohol-free perfumes, attars ...").
    alcoholFree: true,
    ...(launchOffer ? { launchOffer } : {}),
    rating: 0,
    reviews: 0,
    featured: fields.featured,
    createdAt: now.toISOString(),
    ...(fields.tags.length ? { tags: [...fields.tags] } : {}),
    createdBy: "admin",
  }
}
