import { configureStoreSearch, type MiddlewareRoute } from "@medusajs/framework/http"
import { JSON_BODY } from "../utils/body-limits"

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
    bodyParser: JSON_BODY.text,
    middlewares: [configureStoreSearch({ allowed_indexes: { product: true, "product-term": true } })],
  },
]
