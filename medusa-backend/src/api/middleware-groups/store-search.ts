import { configureStoreSearch, type MiddlewareRoute } from "@medusajs/framework/http"

/**
 * POST /store/search (Medusa's route) opened for the product index and its
 * vocabulary (`product-term`, the words of product names and brands that the
 * header's typo fallback corrects against). Medusa narrows every query on
 * either to published products of the publishable key's sales channel (their
 * `status` and `sales_channel_ids` fields), so nothing unpublished or from
 * another channel can be found; other indexes answer as if they did not exist.
 */
export const storeSearchMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/search",
    methods: ["POST"],
    // A storefront query is well under 2 KB; a batch of 20 queries under 16 KB.
    bodyParser: { sizeLimit: "16kb" },
    middlewares: [configureStoreSearch({ allowed_indexes: { product: true, "product-term": true } })],
  },
]
