import type { ProductSuggestionDocument } from "@sugandh/contract"
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

/** The product document's own values (one mapping for both indexes), cut to what a suggestion holds. */
export function toProductSuggestionDocument(row: ProductGraphRow): ProductSuggestionDocument {
  const full = toProductSearchDocument(row)
  return {
    id: full.id,
    spec_id: full.spec_id,
    handle: full.handle,
    title: full.title,
    brand: full.brand,
    fragrance: full.fragrance,
    category_handle: full.category_handle,
    category_name: full.category_name,
    inspired_by: full.inspired_by,
    thumbnail: full.thumbnail,
    price: full.price,
    status: full.status,
    published: full.published,
    sales_channel_ids: full.sales_channel_ids,
  }
}
