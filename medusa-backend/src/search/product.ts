import { defineSearchIndex, graphSeed, search } from "@medusajs/framework/utils"
import { PRODUCT_SOURCE_EVENTS } from "../lib/search/affected-products"
import { loadProductExtras } from "../lib/search/product-extras"
import { productRewritesInBatches, STORE_PRICE_CONTEXT } from "../lib/search/product-rewrites"
import { PRODUCT_GRAPH_FIELDS, toProductSearchDocument, type ProductGraphRow } from "../lib/search/product-document"

/**
 * The catalogue's search index: one document per product with what cards,
 * filters, sorts, the full search and the product page show (see
 * lib/search/product-document.ts). Its searchable text is what the
 * specification says the full search matches: "name, category, brand,
 * fragrance, inspiredBy and description" (notes are shown, not matched). The
 * header's suggestions match fewer fields and have their own index
 * (search/product-suggestion.ts). POST /store/search serves it to the
 * storefront (src/api/cross-cutting/store-search.ts), which always narrows
 * it to published products of the publishable key's sales channel through the
 * `status` and `sales_channel_ids` fields.
 *
 * It stays current from events: product and variant writes, prices and price
 * lists (launch offers), stock levels and reservations, and reviews (our
 * review module's events). Each event only names its products; the products
 * named within a short window are read and rewritten once, together
 * (lib/search/batched-rewrites.ts), since one product's creation alone emits
 * a handful of events.
 */
const productSearchFields = search.define({
  id: search.keyword().filterable().sortable(),
  spec_id: search.keyword().filterable(),
  handle: search.keyword().filterable(),
  former_handles: search.keyword().array().filterable(),
  title: search.text().searchable({ weight: 3 }),
  brand: search.keyword().searchable({ weight: 2 }).filterable().facetable(),
  fragrance: search.keyword().searchable({ weight: 2 }).filterable().facetable(),
  category_name: search.text().searchable({ weight: 2 }),
  inspired_by: search.text().searchable({ weight: 1.5 }),
  description: search.text().searchable({ weight: 1 }),
  size: search.keyword().filterable().facetable(),
  category_handle: search.keyword().filterable().facetable(),
  realm: search.keyword().filterable().facetable(),
  type: search.keyword().filterable(),
  collection: search.keyword().filterable(),
  price: search
    .float()
    .filterable()
    .sortable()
    .facetable({ types: ["range", "stats"] }),
  original_price: search.float(),
  launch_offer: search.keyword(),
  in_stock: search.boolean().filterable(),
  rating: search.float().sortable(),
  review_count: search.integer(),
  featured: search.boolean().filterable().sortable(),
  alcohol_free: search.boolean(),
  tags: search.keyword().array(),
  created_at: search.date().sortable(),
  listed_at: search.date().sortable(),
  updated_at: search.date().sortable(),
  thumbnail: search.keyword(),
  variant_id: search.keyword(),
  notes: search.object({
    top: search.keyword().array(),
    heart: search.keyword().array(),
    base: search.keyword().array(),
  }),
  // Not filterable on purpose: Medusa's /store/search would then add `status: "published"`, a jsonb
  // containment PostgreSQL's planner takes for 0.1% of the rows (the document is too wide for
  // statistics), and at 50,000 products it scans every document for each suggestion (66 ms instead
  // of 14-20). The store middleware narrows on `published` instead (api/cross-cutting/store-search.ts).
  status: search.keyword(),
  published: search.boolean().filterable(),
  sales_channel_ids: search.keyword().array().filterable(),
})

const source = {
  fields: PRODUCT_GRAPH_FIELDS,
  context: STORE_PRICE_CONTEXT,
  transform: async (rows: ProductGraphRow[], { container }: { container: { query: Parameters<typeof loadProductExtras>[0] } }) => {
    const extras = await loadProductExtras(container.query, rows)
    return rows.map((row) => toProductSearchDocument(row, extras.get(row.id)))
  },
}

export default defineSearchIndex({
  name: "product",
  entity: "product",
  fields: productSearchFields,
  events: Object.keys(PRODUCT_SOURCE_EVENTS),
  seed: graphSeed({ ...source, batch_size: 200 }),
  consume: productRewritesInBatches("product", source),
})
