import { defineSearchIndex, graphSeed, search } from "@medusajs/framework/utils"
import { PRODUCT_SOURCE_EVENTS } from "../lib/search/affected-products"
import type { ProductGraphRow } from "../lib/search/product-document"
import { productRewritesInBatches, STORE_PRICE_CONTEXT } from "../lib/search/product-rewrites"
import { SUGGESTION_GRAPH_FIELDS, toProductSuggestionDocument } from "../lib/search/suggestion-document"

/**
 * The header's suggestions (storefront features/search/api/suggestions.ts):
 * one small document per product whose searchable text is only what the
 * specification says suggestions match, "name, brand, category, fragrance and
 * inspiredBy". The product index (search/product.ts) also matches the
 * description, as the full search must; asking it for suggestions found every
 * product that merely mentions a word in passing (at 50,000 products "saf"
 * matched 17,492 documents instead of 4,998, each one ranked before five were
 * taken), and read wide documents to do so.
 *
 * Narrowed like the product index on /store/search: published products of the
 * publishable key's sales channel (api/cross-cutting/store-search.ts).
 * Kept current from the product, variant and price events only: reviews, stock
 * and reservations change nothing a suggestion shows, so orders never rewrite
 * it. Events are gathered per short window like the product index's.
 */
const fields = search.define({
  id: search.keyword().filterable(),
  spec_id: search.keyword(),
  handle: search.keyword(),
  title: search.text().searchable({ weight: 3 }),
  brand: search.keyword().searchable({ weight: 2 }),
  fragrance: search.keyword().searchable({ weight: 2 }),
  category_name: search.text().searchable({ weight: 2 }),
  inspired_by: search.text().searchable({ weight: 1.5 }),
  category_handle: search.keyword(),
  thumbnail: search.keyword(),
  price: search.float(),
  // Not filterable, as on the product index: the store middleware narrows on `published` (see there why).
  status: search.keyword(),
  published: search.boolean().filterable(),
  sales_channel_ids: search.keyword().array().filterable(),
})

const SUGGESTION_EVENTS = Object.keys(PRODUCT_SOURCE_EVENTS).filter(
  (name) => name.startsWith("product.") || name.startsWith("product-variant.") || name.startsWith("pricing.")
)

const source = {
  fields: SUGGESTION_GRAPH_FIELDS,
  context: STORE_PRICE_CONTEXT,
  transform: async (rows: ProductGraphRow[]) => rows.map(toProductSuggestionDocument),
}

export default defineSearchIndex({
  name: "product-suggestion",
  entity: "product",
  fields,
  events: SUGGESTION_EVENTS,
  seed: graphSeed({ ...source, batch_size: 500 }),
  consume: productRewritesInBatches("product-suggestion", source),
})
