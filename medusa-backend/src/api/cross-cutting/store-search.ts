import {
  configureStoreSearch,
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
  type MiddlewareRoute,
} from "@medusajs/framework/http"
import { DomainError } from "../../lib/errors"
import { byIp, envNumber, rateLimit } from "../../lib/rate-limit"
import { storeSearchRequestRefusal } from "../../lib/search/store-search-request"
import { JSON_BODY } from "../utils/body-limits"

// Per client address (the visitor's, also for the storefront server's loaders, which pass nginx's
// X-Forwarded-For on): a page is one to three searches, typing a few a second at most.
const limitSearches = rateLimit({
  name: "store.search",
  message: "Too many searches. Please wait a moment and try again.",
  rules: [
    {
      by: "ip",
      key: byIp,
      limit: () => envNumber("SEARCH_RATE_LIMIT_MAX", process.env.NODE_ENV === "test" ? 10_000 : 120),
      windowMs: () => envNumber("SEARCH_RATE_LIMIT_WINDOW_MS", 60_000),
    },
  ],
})

/** Only the storefront's request shapes (lib/search/store-search-request.ts); anything else is a 400 before the engine runs. */
function storefrontShapesOnly(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const refused = storeSearchRequestRefusal(req.body ?? {})
  if (refused) return next(new DomainError("invalid", refused.message, { errors: refused.errors }))
  next()
}

/**
 * Products: published only. Written as "published >= true" rather than "published = true": an
 * inequality is estimated at a third of the rows where an equality on the document is estimated
 * at 0.1%, so for a text query PostgreSQL starts from the text index (the matches) instead of
 * reading every published document (50,000 products: suggestions 66 ms -> 14-20 ms). A document
 * without the field never matches (NULL >= true is not true).
 */
const PUBLISHED_ONLY = { published: { $gte: true } }

/**
 * POST /store/search (Medusa's route) opened for the product index, the
 * header's suggestion index (`product-suggestion`) and the vocabulary
 * (`product-term`, the words of product names and brands that the header's
 * typo fallback corrects against). Every query on any of them is narrowed to
 * published products of the publishable key's sales channel, so nothing
 * unpublished or from another channel can be found; other indexes answer as if
 * they did not exist. Medusa adds the channel (`sales_channel_ids`) and, for
 * the vocabulary, `status`; for products and suggestions the `filters` below
 * require `published` (see PUBLISHED_ONLY).
 * Rate-limited per client and held to the storefront's shapes, so it cannot be
 * flooded with expensive queries.
 */
export const storeSearchMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/search",
    methods: ["POST"],
    bodyParser: JSON_BODY.text,
    middlewares: [
      limitSearches,
      storefrontShapesOnly,
      configureStoreSearch({
        allowed_indexes: {
          product: { filters: () => PUBLISHED_ONLY },
          "product-suggestion": { filters: () => PUBLISHED_ONLY },
          "product-term": true,
        },
      }),
    ],
  },
]
