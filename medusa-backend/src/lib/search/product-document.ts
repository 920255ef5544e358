import type { ProductSearchDocument } from "@sugandh/contract"
import { toAmount } from "../catalogue/product-view"

// One product as the search index holds it: the contract's ProductSearchDocument (the storefront reads the same type).

/** The fields read for each product (prices need the currency context the index passes). */
export const PRODUCT_GRAPH_FIELDS = [
  "id",
  "handle",
  "external_id",
  "title",
  "description",
  "thumbnail",
  "status",
  "created_at",
  "updated_at",
  "metadata",
  "categories.handle",
  "categories.name",
  "type.value",
  "collection.title",
  "images.url",
  "sales_channels.id",
  "variants.id",
  "variants.manage_inventory",
  "variants.allow_backorder",
  "variants.calculated_price.*",
]

type Nullable<T> = T | null | undefined
export type ProductGraphRow = {
  id: string
  handle?: Nullable<string>
  external_id?: Nullable<string>
  title?: Nullable<string>
  description?: Nullable<string>
  thumbnail?: Nullable<string>
  status?: Nullable<string>
  created_at?: Nullable<string | Date>
  updated_at?: Nullable<string | Date>
  metadata?: Nullable<Record<string, unknown>>
  categories?: Nullable<Nullable<{ handle?: Nullable<string>; name?: Nullable<string> }>[]>
  type?: Nullable<{ value?: Nullable<string> }>
  collection?: Nullable<{ title?: Nullable<string> }>
  images?: Nullable<Nullable<{ url?: Nullable<string> }>[]>
  sales_channels?: Nullable<Nullable<{ id: string }>[]>
  variants?: Nullable<Nullable<VariantRow>[]>
}
type VariantRow = {
  id: string
  manage_inventory?: Nullable<boolean>
  allow_backorder?: Nullable<boolean>
  calculated_price?: Nullable<{ calculated_amount?: unknown; original_amount?: unknown }>
}

/** What the index adds from outside the product graph. */
export type ProductExtras = {
  /** Visible reviews: count and mean (one decimal); none means the catalogue's own rating stands in. */
  reviews?: { count: number; average: number }
  /** Units sellable per variant id; a variant missing here is treated as untracked. */
  availability?: Record<string, number | null | undefined>
  /** Handles recorded for the product before its current one (lib/catalogue/handle-history.ts). */
  formerHandles?: string[]
}

/** The id in a product's page path (/product/{id}): its catalogue id ("P1"), else its handle in capitals, else Medusa's id. */
export function shopProductId(row: { id: string; external_id?: string | null; handle?: string | null }): string {
  return text(row.external_id) || text(row.handle).toUpperCase() || row.id
}

export function toProductSearchDocument(row: ProductGraphRow, extras: ProductExtras = {}): ProductSearchDocument {
  const meta = row.metadata ?? {}
  const variants = (row.variants ?? []).filter((v): v is VariantRow => Boolean(v))
  const variant = cheapest(variants)
  const price = amountOrNull(variant?.calculated_price?.calculated_amount)
  const original = amountOrNull(variant?.calculated_price?.original_amount)
  const originalPrice = price === null ? original : original !== null && original > price ? original : price
  const category = row.categories?.find(Boolean) ?? null
  const notes = {
    top: list(meta.notes, "top"),
    heart: list(meta.notes, "heart"),
    base: list(meta.notes, "base"),
  }
  const liveReviews = extras.reviews && extras.reviews.count > 0 ? extras.reviews : null
  const catalogueId = shopProductId(row)

  return {
    id: row.id,
    spec_id: catalogueId,
    handle: text(row.handle),
    former_handles: extras.formerHandles ?? [],
    title: text(row.title) || text(row.handle),
    description: text(row.description),
    brand: text(meta.brand),
    fragrance: text(meta.fragrance).toLowerCase(),
    // "20  sticks" and "20 sticks" are one size to a shopper.
    size: text(meta.size).replace(/\s+/g, " "),
    inspired_by: text(meta.inspiredBy),
    notes,
    category_handle: text(category?.handle),
    category_name: text(category?.name),
    realm: text(meta.realm).toLowerCase() || null,
    type: text(meta.type) || text(row.type?.value) || null,
    collection: text(meta.collection) || text(row.collection?.title) || null,
    price,
    original_price: originalPrice,
    launch_offer: text(meta.launchOffer) || offerFromPrices(price, originalPrice),
    in_stock: bool(meta.inStock) !== false && inStock(variants, extras.availability),
    rating: liveReviews ? liveReviews.average : clamp(numberOr(meta.rating, 0), 0, 5),
    review_count: liveReviews ? liveReviews.count : Math.max(0, Math.floor(numberOr(meta.reviews, 0))),
    featured: bool(meta.featured) ?? false,
    alcohol_free: bool(meta.alcoholFree) ?? false,
    tags: list(meta.tags),
    created_at: isoDate(text(meta.createdAt)) ?? isoDate(row.created_at) ?? new Date(0).toISOString(),
    listed_at: isoDate(row.created_at) ?? new Date(0).toISOString(),
    updated_at: isoDate(row.updated_at) ?? isoDate(row.created_at) ?? new Date(0).toISOString(),
    thumbnail: text(row.thumbnail) || text(row.images?.find((i) => text(i?.url))?.url),
    variant_id: variant?.id ?? null,
    status: text(row.status),
    published: text(row.status) === "published",
    sales_channel_ids: (row.sales_channels ?? []).flatMap((c) => (c?.id ? [c.id] : [])),
  }
}

function cheapest(variants: VariantRow[]): VariantRow | undefined {
  let best: VariantRow | undefined
  for (const variant of variants) {
    const amount = amountOrNull(variant.calculated_price?.calculated_amount)
    const bestAmount = amountOrNull(best?.calculated_price?.calculated_amount)
    if (!best || (amount !== null && (bestAmount === null || amount < bestAmount))) best = variant
  }
  return best
}

/** Sellable when any variant is untracked, back-orderable or has units left. */
function inStock(variants: VariantRow[], availability: ProductExtras["availability"]): boolean {
  return variants.some((v) => {
    if (v.manage_inventory === false || v.allow_backorder === true) return true
    const units = availability?.[v.id]
    return units === undefined || units === null || units > 0
  })
}

function amountOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null
  const n = toAmount(value)
  return Number.isFinite(n) ? n : null
}

function offerFromPrices(price: number | null, original: number | null): string {
  if (price === null || original === null || original <= price) return ""
  return `${Math.round(((original - price) / original) * 100)}% OFF`
}

/** ["a", "b"], "a, b", or the key of an object holding either. */
function list(value: unknown, key?: string): string[] {
  const source = key ? (typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined) : value
  const items = Array.isArray(source) ? source : typeof source === "string" ? source.split(",") : []
  return items
    .filter((item): item is string => typeof item === "string")
    .map((s) => s.trim())
    .filter(Boolean)
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : ""
}

function numberOr(value: unknown, fallback: number): number {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value
  return typeof n === "number" && Number.isFinite(n) ? n : fallback
}

function bool(value: unknown): boolean | undefined {
  if (typeof value === "boolean") return value
  if (value === "true") return true
  if (value === "false") return false
  return undefined
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n))
}

function isoDate(value: unknown): string | null {
  if (!value) return null
  const date = value instanceof Date ? value : new Date(String(value))
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}
