import type { CreateProductWorkflowInputDTO } from "@medusajs/framework/types"
import { ProductStatus } from "@medusajs/framework/utils"
import { SEEDED } from "../../lib/store-settings"
import type { CatalogueEntry, Fragrance, Realm } from "./catalogue"
import { offerLabel } from "./pricing"

/**
 * product.metadata as seeded. A contract: the storefront and the /api mappers
 * read these exact keys. Prices are not here (variant price and sale price list).
 */
type ProductMetadata = {
  brand: string
  size: string
  fragrance: Fragrance
  inspiredBy: string
  alcoholFree: boolean
  /** Badge text, e.g. "30% OFF". */
  launchOffer: string
  /** Static fallbacks; the review module's stats win when there are reviews. */
  rating: number
  reviews: number
  featured: boolean
  /** ISO date used by the "Newest" sort. */
  createdAt: string
  notes: { top: string; heart: string; base: string }
  collection?: string
  realm?: Realm
  type?: string
  tags?: string[]
}

/** The catalogue id lower-cased: P1 -> p1, RF1 -> rf1. */
export const handleFor = (catalogueId: string): string => catalogueId.toLowerCase()

export function toDescription(entry: CatalogueEntry): string {
  const { top, heart, base } = entry.notes
  return `${entry.intro} Top notes: ${top}. Heart notes: ${heart}. Base notes: ${base}.`
}

export function toMetadata(entry: CatalogueEntry): ProductMetadata {
  return {
    brand: entry.brand,
    size: entry.size,
    fragrance: entry.fragrance,
    inspiredBy: entry.inspiredBy,
    alcoholFree: true,
    launchOffer: offerLabel(entry.offer),
    rating: entry.rating,
    reviews: entry.reviews,
    featured: entry.featured,
    createdAt: entry.createdAt,
    notes: { ...entry.notes },
    ...(entry.collection ? { collection: entry.collection } : {}),
    ...(entry.realm ? { realm: entry.realm } : {}),
    ...(entry.type ? { type: entry.type } : {}),
    ...(entry.tags?.length ? { tags: [...entry.tags] } : {}),
  }
}

type ProductLinks = {
  categoryId: string
  salesChannelId: string
  shippingProfileId: string
  imageUrl?: string
}

/** One catalogue entry as Medusa product input: one "Size" option, one variant priced at the original price. */
export function toProductInput(entry: CatalogueEntry, links: ProductLinks): CreateProductWorkflowInputDTO {
  return {
    title: entry.name,
    handle: handleFor(entry.id),
    external_id: entry.id,
    status: ProductStatus.PUBLISHED,
    description: toDescription(entry),
    ...(links.imageUrl ? { thumbnail: links.imageUrl, images: [{ url: links.imageUrl }] } : {}),
    category_ids: [links.categoryId],
    sales_channels: [{ id: links.salesChannelId }],
    shipping_profile_id: links.shippingProfileId,
    options: [{ title: "Size", values: [entry.size] }],
    variants: [
      {
        title: entry.size,
        sku: entry.id,
        options: { Size: entry.size },
        manage_inventory: true,
        prices: [{ amount: entry.originalPrice, currency_code: SEEDED.currencyCode }],
      },
    ],
    metadata: toMetadata(entry),
  }
}
