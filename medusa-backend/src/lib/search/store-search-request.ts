import { z } from "@medusajs/framework/zod"
import { STORE_SEARCH_MAX_TAKE } from "@sugandh/contract"

/**
 * What POST /store/search accepts from the internet: the request shapes the
 * storefront sends (storefront/src/lib/catalogue-search.ts,
 * features/search/api/suggestions.ts, features/products/api/catalogue-queries.ts
 * and utils/listing-query.ts), nothing wider. Medusa's own validator allows
 * every operator, 20 queries a batch and any offset; the expensive ones are
 * what a flood would use:
 *
 * - typo tolerance on products (a trigram comparison per document, no index
 *   serves it): only on the small `product-term` vocabulary, as the header's
 *   and /search's correction asks for it;
 * - `$like`, `$prefix`, `$contains`, `$ne`, `$nin`, `$exists`, `$not`, `$and`:
 *   never (the storefront filters by equality, `$in`, price ranges, and one
 *   `$or` of identifiers for a product page);
 * - `q` at most SEARCH_MAX_QUERY_LENGTH characters, at most SEARCH_MAX_BATCH
 *   queries a request, `skip` at most SEARCH_MAX_SKIP (a hundred "Load more"
 *   pages; the sitemap reads Medusa's product table, lib/catalogue/sitemap-products.ts),
 *   at most 100 a page;
 * - facets only on the filter panel's fields, `min_score`, highlights,
 *   `distinct`, vectors and the rest not at all.
 */
export const SEARCH_MAX_QUERY_LENGTH = 200
export const SEARCH_MAX_BATCH = 5
export const SEARCH_MAX_SKIP = 2400
const MAX_TAKE = STORE_SEARCH_MAX_TAKE
const MAX_IDS = 50

const text = (max = 200) => z.string().max(max)
const q = z.string().max(SEARCH_MAX_QUERY_LENGTH, `q: at most ${SEARCH_MAX_QUERY_LENGTH} characters`)

/** A keyword the storefront filters on: one value, or `$in` a short list (home's catalogue ids). */
const keyword = z.union([text(), z.object({ $in: z.array(text()).min(1).max(MAX_IDS) }).strict()])

/** A price band: `$gte`/`$gt` and `$lte`/`$lt`. */
const priceRange = z
  .object({ $gte: z.number().optional(), $gt: z.number().optional(), $lte: z.number().optional(), $lt: z.number().optional() })
  .strict()

/** One product by catalogue id, handle, Medusa id or a former handle (the product page). */
const identifier = z.union([
  z.object({ spec_id: text() }).strict(),
  z.object({ handle: text() }).strict(),
  z.object({ id: text() }).strict(),
  z.object({ former_handles: text() }).strict(),
])

const productFilters = z
  .object({
    q: q.optional(),
    spec_id: keyword.optional(),
    handle: text().optional(),
    id: text().optional(),
    category_handle: text().optional(),
    realm: text().optional(),
    brand: text().optional(),
    fragrance: text().optional(),
    size: text().optional(),
    in_stock: z.boolean().optional(),
    price: priceRange.optional(),
    $or: z.array(identifier).min(1).max(4).optional(),
  })
  .strict()

const SORTABLE = ["featured", "listed_at", "id", "price", "rating", "created_at", "updated_at", "_score"] as const
const order = z
  .record(z.string(), z.enum(["ASC", "DESC"]))
  .refine((o) => Object.keys(o).every((key) => (SORTABLE as readonly string[]).includes(key)), `order: only by ${SORTABLE.join(", ")}`)
  .refine((o) => Object.keys(o).length <= 3, "order: at most 3 fields")

const pagination = (maxTake: number, maxSkip: number) =>
  z
    .object({
      skip: z.number().int().nonnegative().max(maxSkip, `skip: at most ${maxSkip}`).optional(),
      take: z.number().int().nonnegative().max(maxTake).optional(),
      order: order.optional(),
    })
    .strict()

const facet = z.union([
  z
    .object({
      field: z.enum(["brand", "fragrance", "size", "realm"]),
      limit: z.number().int().positive().max(50).optional(),
      sort: z.enum(["count", "alpha"]).optional(),
    })
    .strict(),
  z
    .object({
      field: z.literal("price"),
      type: z.literal("range"),
      ranges: z
        .array(z.object({ key: text(40).optional(), from: z.number().optional(), to: z.number().optional() }).strict())
        .min(1)
        .max(10),
    })
    .strict(),
  z.object({ field: z.literal("price"), type: z.literal("stats") }).strict(),
])

const fields = z.array(z.string().regex(/^[a-z_]+$/)).max(40)

/** A product query: listings, /search, suggestions, product pages, counts and facets. Exact matching only. */
const productQuery = z
  .object({
    entity: z.literal("product"),
    fields: fields.optional(),
    filters: productFilters.optional(),
    pagination: pagination(MAX_TAKE, SEARCH_MAX_SKIP).optional(),
    search_options: z
      .object({
        match_strategy: z.literal("last").optional(),
        typo_tolerance: z.literal(false).optional(),
        count: z.literal("none").optional(),
        facets: z.array(facet).max(6).optional(),
        disjunctive_facets: z.boolean().optional(),
      })
      .strict()
      .optional(),
  })
  .strict()

/** The header's suggestions (features/search/api/suggestions.ts): a few products for typed text, exact words, the last a prefix. */
const suggestionQuery = z
  .object({
    entity: z.literal("product-suggestion"),
    fields: fields.optional(),
    filters: z.object({ q: q.optional() }).strict().optional(),
    // Relevance order only: nothing on this index is sortable.
    pagination: z
      .object({ take: z.number().int().nonnegative().max(10).optional() })
      .strict()
      .optional(),
    search_options: z
      .object({
        match_strategy: z.literal("last").optional(),
        typo_tolerance: z.literal(false).optional(),
        count: z.literal("none").optional(),
      })
      .strict()
      .optional(),
  })
  .strict()

/** The vocabulary lookup of the typo correction: one word, a few closest terms. */
const termQuery = z
  .object({
    entity: z.literal("product-term"),
    fields: z.array(z.literal("term")).max(1).optional(),
    filters: z.object({ q: q.optional() }).strict().optional(),
    pagination: pagination(10, 0).optional(),
    search_options: z
      .object({
        typo_tolerance: z.boolean().optional(),
        // Below the provider's 0.3 every common word matches.
        min_score: z.number().min(0.3).max(1).optional(),
        count: z.literal("none").optional(),
      })
      .strict()
      .optional(),
  })
  .strict()

const OUR_INDEXES: Record<string, z.ZodTypeAny> = {
  product: productQuery,
  "product-suggestion": suggestionQuery,
  "product-term": termQuery,
}

type Refusal = { message: string; errors: { msg: string; path: string }[] }

function refusal(error: z.ZodError, prefix: string): Refusal {
  const errors = error.issues.map((issue) => ({
    msg: issue.message,
    path: [prefix, ...issue.path].filter((p) => p !== "").join(".") || "body",
  }))
  return { message: `Unsupported search request (${errors[0]?.path}): ${errors[0]?.msg}`, errors }
}

/**
 * Null when the body is one of the storefront's shapes (or names an index we
 * do not open, which Medusa's route answers 404 like a missing one), else why not.
 */
export function storeSearchRequestRefusal(body: unknown): Refusal | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { message: "Request body must be a JSON object", errors: [{ msg: "Request body must be a JSON object", path: "body" }] }
  }
  const batch = (body as { queries?: unknown }).queries
  let queries: unknown[] = [body]
  let prefix = ""
  if (batch !== undefined) {
    const parsed = z
      .object({ queries: z.array(z.unknown()).min(1).max(SEARCH_MAX_BATCH, `at most ${SEARCH_MAX_BATCH} queries per request`) })
      .strict()
      .safeParse(body)
    if (!parsed.success) return refusal(parsed.error, "")
    queries = parsed.data.queries
    prefix = "queries"
  }
  for (const [i, item] of queries.entries()) {
    const entity = (item as { entity?: unknown } | null)?.entity
    const schema = typeof entity === "string" ? OUR_INDEXES[entity] : undefined
    if (!schema && typeof entity === "string" && entity !== "") continue // not opened: Medusa answers 404
    const parsed = (schema ?? z.object({ entity: z.string().min(1) })).safeParse(item)
    if (!parsed.success) return refusal(parsed.error, prefix ? `${prefix}.${i}` : "")
  }
  return null
}
