import { configureStoreSearch, type MiddlewareRoute } from "@medusajs/framework/http"
import { JSON_BODY } from "../utils/body-limits"

/**
 * POST /store/search (Medusa's route) opened for the product index only.
 * Medusa narrows every product query to published products of the
 * publishable key's sales channel (the index's `status` and
 * `sales_channel_ids` fields), so nothing unpublished or from another channel
 * can be found; other indexes answer as if they did not exist.
 */
export const storeSearchMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/search",
    methods: ["POST"],
    bodyParser: JSON_BODY.text,
    middlewares: [configureStoreSearch({ allowed_indexes: { product: true } })],
  },
]
