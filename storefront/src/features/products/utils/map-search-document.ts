import type { ProductSearchHit } from "@sugandh/contract"
import { PLACEHOLDER_PRODUCT_IMAGE } from "@/lib/placeholder"
import type { FragranceNotes, Product, Realm } from "../types"

/**
 * A hit's document from the product search index: the contract's document
 * (@sugandh/contract, written by the backend's src/search/product.ts), each
 * field possibly left out by the search's field selection or null.
 */
export type ProductSearchDocument = ProductSearchHit

export function mapSearchDocument(doc: ProductSearchDocument): Product {
  const price = finiteOrNull(doc.price)
  const original = finiteOrNull(doc.original_price)
  const product: Product = {
    id: text(doc.spec_id) || text(doc.handle).toUpperCase() || doc.id,
    medusaId: doc.id,
    handle: text(doc.handle),
    variantId: text(doc.variant_id) || null,
    name: text(doc.title) || text(doc.handle),
    price,
    originalPrice: price === null ? original : original !== null && original > price ? original : price,
    category: text(doc.category_handle),
    brand: text(doc.brand),
    size: text(doc.size),
    fragrance: text(doc.fragrance),
    image: text(doc.thumbnail) || PLACEHOLDER_PRODUCT_IMAGE,
    rating: Math.min(5, Math.max(0, finiteOrNull(doc.rating) ?? 0)),
    reviews: Math.max(0, Math.floor(finiteOrNull(doc.review_count) ?? 0)),
    launchOffer: text(doc.launch_offer),
    inspiredBy: text(doc.inspired_by),
    alcoholFree: doc.alcohol_free === true,
    inStock: doc.in_stock !== false,
    description: text(doc.description),
    notes: notes(doc.notes),
    featured: doc.featured === true,
    createdAt: text(doc.created_at),
    updatedAt: text(doc.updated_at) || text(doc.created_at),
    tags: (doc.tags ?? []).filter((t): t is string => typeof t === "string"),
  }
  const type = text(doc.type)
  if (type) product.type = type
  const collection = text(doc.collection)
  if (collection) product.collection = collection
  const realm = text(doc.realm).toLowerCase()
  if (realm === "heritage" || realm === "celestial") product.realm = realm as Realm
  return product
}

function notes(value: ProductSearchDocument["notes"]): FragranceNotes | null {
  if (!value) return null
  const clean = (list?: string[] | null) => (list ?? []).filter((s): s is string => typeof s === "string" && s.trim() !== "")
  const result = { top: clean(value.top), heart: clean(value.heart), base: clean(value.base) }
  return result.top.length || result.heart.length || result.base.length ? result : null
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : ""
}

function finiteOrNull(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null
}
