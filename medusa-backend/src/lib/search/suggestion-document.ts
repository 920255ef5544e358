import { ProductSuggestionDocumentSchema, type ProductSuggestionDocument } from "@sugandh/contract"
import { toProductSearchDocument, type ProductGraphRow } from "./product-document"

/**
 * What the suggestion index reads per product: the product page's fields a
 * suggestion row shows or matches, and the cheapest price (the row shows it in
 * rupees). No description, reviews, stock or former handles: a suggestion
 * neither shows nor matches them, so their events need not touch this index.
 */
export const SUGGESTION_GRAPH_FIELDS = [
  "id",
  "handle",
  "external_id",
  "title",
  "thumbnail",
  "status",
  "metadata",
  "categories.handle",
  "categories.name",
  "images.url",
  "sales_channels.id",
  "variants.id",
  "variants.calculated_price.*",
]

const SUGGESTION_KEYS = Object.keys(ProductSuggestionDocumentSchema.shape) as (keyof ProductSuggestionDocument)[]

/** The product document's own values (one mapping for both indexes), cut to the contract's suggestion fields. */
export function toProductSuggestionDocument(row: ProductGraphRow): ProductSuggestionDocument {
  const full = toProductSearchDocument(row)
  return Object.fromEntries(SUGGESTION_KEYS.map((key) => [key, full[key]])) as ProductSuggestionDocument
}
