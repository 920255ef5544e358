import { graphConsume, QueryContext, type SearchGraphSourceOptions } from "@medusajs/framework/utils"
import type { SearchTypes } from "@medusajs/framework/types"
import { STORE_CURRENCY } from "../catalogue/names"
import { productsAffectedBy } from "./affected-products"
import { batchedRewrites } from "./batched-rewrites"
import type { ProductGraphRow } from "./product-document"

/**
 * Prices in the store's currency, for every index that reads products: the seeded
 * prices and the launch-offer price lists carry no region rules.
 */
export const STORE_PRICE_CONTEXT = { variants: { calculated_price: QueryContext({ currency_code: STORE_CURRENCY }) } }

type ProductSource = SearchGraphSourceOptions<SearchTypes.SearchIndexFieldsInput, ProductGraphRow>

/**
 * The `consume` of an index with one document per product (search/product.ts,
 * search/product-suggestion.ts): an event is mapped to the products it touches
 * (affected-products.ts), and the products named within a short window are read
 * again through `source` and rewritten once, together (batched-rewrites.ts). A
 * product that no longer reads back, or that the transform leaves out, is removed.
 */
export function productRewritesInBatches(indexName: string, source: ProductSource) {
  const rewriteProducts = graphConsume(source)
  const rewriteInBatches = batchedRewrites(indexName, (productIds, context) =>
    rewriteProducts({ name: "product.updated", data: { id: productIds } } as Parameters<typeof rewriteProducts>[0], context)
  )
  return async (event: { name: string; data?: unknown }, context: SearchTypes.SearchIngestionContext) =>
    rewriteInBatches(await productsAffectedBy(context.container.query, event), context)
}
