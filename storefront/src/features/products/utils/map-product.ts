import { PLACEHOLDER_PRODUCT_IMAGE } from "@/lib/placeholder"
import type { FragranceNotes, Product, Realm } from "../types"

/**
 * The parts of a Store API product this mapper reads. Kept structural (rather
 * than importing Medusa's types) so it accepts the Store API's JSON and plain
 * test fixtures alike; every field may be missing or null.
 */
export type StoreProductInput = {
  id: string
  handle?: string | null
  external_id?: string | null
  title?: string | null
  description?: string | null
  thumbnail?: string | null
  images?: ReadonlyArray<{ url?: string | null }> | null
  created_at?: string | Date | null
  metadata?: Record<string, unknown> | null
  categories?: ReadonlyArray<{ handle?: string | null }> | null
  variants?: ReadonlyArray<StoreVariantInput> | null
}

type StoreVariantInput = {
  id: string
  inventory_quantity?: number | null
  manage_inventory?: boolean | null
  allow_backorder?: boolean | null
  calculated_price?: {
    calculated_amount?: number | null
    original_amount?: number | null
  } | null
}

export function mapProduct(input: StoreProductInput): Product {
  const meta = input.metadata ?? {}
  const handle = input.handle ?? ""
  const variant = cheapestVariant(input.variants ?? [])
  const price = finiteOrNull(variant?.calculated_price?.calculated_amount)
  const original = finiteOrNull(variant?.calculated_price?.original_amount)
  // An original below the selling price would show a bogus "discount": ignore it.
  const originalPrice = price === null ? original : original !== null && original > price ? original : price

  const product: Product = {
    id: specId(input),
    medusaId: input.id,
    handle,
    variantId: variant?.id ?? null,
    name: text(input.title) || handle,
    price,
    originalPrice,
    category: text(input.categories?.[0]?.handle),
    brand: text(meta.brand),
    size: text(meta.size),
    fragrance: text(meta.fragrance),
    image: text(input.thumbnail) || text(input.images?.[0]?.url) || PLACEHOLDER_PRODUCT_IMAGE,
    rating: clamp(numberOr(meta.rating, 0), 0, 5),
    reviews: Math.max(0, Math.floor(numberOr(meta.reviews, 0))),
    launchOffer: text(meta.launchOffer) || offerFromPrices(price, originalPrice),
    inspiredBy: text(meta.inspiredBy),
    // Only claim "alcohol-free" when the data says so.
    alcoholFree: bool(meta.alcoholFree) ?? false,
    inStock: bool(meta.inStock) ?? stockFromVariants(input.variants ?? []),
    description: text(input.description),
    notes: notes(meta.notes),
    featured: bool(meta.featured) ?? false,
    createdAt: text(meta.createdAt) || dateText(input.created_at),
    tags: stringList(meta.tags),
  }

  const type = text(meta.type)
  if (type) product.type = type
  const collection = text(meta.collection)
  if (collection) product.collection = collection
  const realm = text(meta.realm).toLowerCase()
  if (isRealm(realm)) product.realm = realm

  return product
}

/** The spec id: external_id ("P1"), else the handle upper-cased ("p1" -> "P1"), else Medusa's id. */
function specId(input: StoreProductInput): string {
  return text(input.external_id) || text(input.handle).toUpperCase() || input.id
}

function cheapestVariant(variants: ReadonlyArray<StoreVariantInput>): StoreVariantInput | undefined {
  let best: StoreVariantInput | undefined
  for (const variant of variants) {
    const amount = finiteOrNull(variant.calculated_price?.calculated_amount)
    const bestAmount = finiteOrNull(best?.calculated_price?.calculated_amount)
    if (!best || (amount !== null && (bestAmount === null || amount < bestAmount))) {
      best = variant
    }
  }
  return best
}

/**
 * Stock is known only when the caller asked for inventory_quantity; without
 * it we assume the product can be ordered (the server re-checks at checkout).
 */
function stockFromVariants(variants: ReadonlyArray<StoreVariantInput>): boolean {
  if (variants.length === 0) return false
  return variants.some(
    (v) =>
      v.manage_inventory === false ||
      v.allow_backorder === true ||
      typeof v.inventory_quantity !== "number" ||
      v.inventory_quantity > 0
  )
}

function offerFromPrices(price: number | null, original: number | null): string {
  if (price === null || original === null || original <= price) return ""
  return `${Math.round(((original - price) / original) * 100)}% OFF`
}

function notes(value: unknown): FragranceNotes | null {
  if (typeof value !== "object" || value === null) return null
  const record = value as Record<string, unknown>
  const result = { top: stringList(record.top), heart: stringList(record.heart), base: stringList(record.base) }
  return result.top.length || result.heart.length || result.base.length ? result : null
}

/** Accepts ["a", "b"] or "a, b". */
function stringList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : []
  return items.filter((item): item is string => typeof item === "string").map((s) => s.trim()).filter(Boolean)
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : ""
}

function finiteOrNull(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null
}

/** Metadata edited in the Medusa admin may hold numbers and booleans as strings. */
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

function dateText(value: string | Date | null | undefined): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString()
  return text(value)
}

function isRealm(value: string): value is Realm {
  return value === "heritage" || value === "celestial"
}
