/**
 * The shop's view of a catalogue product (requirements CAT-02), built from a Medusa product read
 * through Query. Prices come from Medusa's calculated price (sale price lists),
 * never from stored copies, so every /api answer shows what checkout charges.
 */
export type CatalogueProduct = {
  /** Catalogue id such as "P1"; Medusa id when an operator's product has no external id. */
  id: string
  medusaId: string
  handle: string
  variantId: string | null
  name: string
  category: string
  brand: string
  size: string
  fragrance: string
  image: string | null
  /** Selling price in rupees (calculated amount). */
  price: number
  /** Struck-through price in rupees (original amount). */
  originalPrice: number
  launchOffer: string | null
  rating: number
  reviews: number
  description: string
  inspiredBy: string | null
  featured: boolean
  /** Units that can still be sold in the store's sales channel; null when not tracked. */
  stockQuantity?: number | null
}

type Metadata = Record<string, unknown> | null | undefined

export type QueriedProduct = {
  id: string
  handle?: string | null
  title?: string | null
  external_id?: string | null
  description?: string | null
  thumbnail?: string | null
  metadata?: Metadata
  categories?: ({ handle?: string | null } | null)[] | null
  images?: ({ url?: string | null } | null)[] | null
  variants?:
    | ({
        id: string
        calculated_price?: { calculated_amount?: unknown; original_amount?: unknown } | null
      } | null)[]
    | null
}

const text = (metadata: Metadata, key: string): string | null => {
  const value = metadata?.[key]
  return typeof value === "string" && value.trim() ? value : null
}

const number = (metadata: Metadata, key: string, fallback: number): number => {
  const value = Number(metadata?.[key])
  return Number.isFinite(value) ? value : fallback
}

/** BigNumber-ish values from Medusa (number, string, or { value }) to a plain number. */
export function toAmount(value: unknown): number {
  if (value === null || value === undefined) return 0
  if (typeof value === "number") return value
  if (typeof value === "string") return Number(value)
  if (typeof value === "object" && "value" in (value as object)) return Number((value as { value: unknown }).value)
  return Number(value)
}

export function toCatalogueProduct(product: QueriedProduct): CatalogueProduct {
  const metadata = product.metadata
  const variant = product.variants?.find(Boolean) ?? null
  const price = toAmount(variant?.calculated_price?.calculated_amount)
  const original = toAmount(variant?.calculated_price?.original_amount)
  return {
    id: product.external_id || product.id,
    medusaId: product.id,
    handle: product.handle ?? "",
    variantId: variant?.id ?? null,
    name: product.title ?? "",
    category: product.categories?.find(Boolean)?.handle ?? "",
    brand: text(metadata, "brand") ?? "",
    size: text(metadata, "size") ?? "",
    fragrance: text(metadata, "fragrance") ?? "",
    image: product.thumbnail ?? product.images?.find((i) => i?.url)?.url ?? null,
    price,
    originalPrice: Math.max(original, price),
    launchOffer: text(metadata, "launchOffer"),
    rating: number(metadata, "rating", 0),
    reviews: number(metadata, "reviews", 0),
    description: product.description ?? "",
    inspiredBy: text(metadata, "inspiredBy"),
    featured: metadata?.featured === true,
  }
}

/** What `toCatalogueProduct` reads of a product through Query (with the store's price context for calculated_price). */
export const CATALOGUE_PRODUCT_FIELDS = [
  "id",
  "handle",
  "title",
  "external_id",
  "description",
  "thumbnail",
  "metadata",
  "status",
  "categories.handle",
  "images.url",
  "sales_channels.id",
  "variants.id",
  "variants.calculated_price.*",
]
