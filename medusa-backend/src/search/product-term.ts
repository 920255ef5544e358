import type { SearchTypes } from "@medusajs/framework/types"
import { defineSearchIndex, search } from "@medusajs/framework/utils"
import { ids } from "../lib/search/affected-products"
import { batchedRewrites } from "../lib/search/batched-rewrites"
import { TERM_GRAPH_FIELDS, toTermDocuments, type TermGraphRow } from "../lib/search/product-terms"

/**
 * The catalogue's vocabulary (lib/search/product-terms.ts): one document per
 * word of a published product's name or brand. The header's typo fallback
 * finds the word a shopper meant here, then searches the product index for
 * it. Opened on /store/search beside the product index; Medusa narrows it by
 * `status` and `sales_channel_ids` the same way, so it only ever holds words
 * shoppers could already read.
 *
 * Words are added as products are created or edited and never removed one by
 * one (a word may be shared by many products): a word left behind by a
 * renamed or unpublished product finds no product, which the storefront
 * treats as no suggestion. A reindex (the seed, `medusa db:migrate` of a
 * changed definition) rebuilds the vocabulary from the live catalogue.
 */
const fields = search.define({
  id: search.keyword().filterable(),
  term: search.text().searchable(),
  status: search.keyword().filterable(),
  sales_channel_ids: search.keyword().array().filterable(),
})

const PAGE = 500

type Mutation = { action: "upsert"; documents: ReturnType<typeof toTermDocuments> }

async function readProducts(
  query: SearchTypes.SearchContainer["query"],
  filters: Record<string, unknown>,
  skip: number,
  take: number
): Promise<TermGraphRow[]> {
  const { data } = await query.graph({
    entity: "product",
    fields: TERM_GRAPH_FIELDS,
    filters,
    pagination: { skip, take, order: { id: "ASC" } },
  } as Parameters<typeof query.graph>[0])
  return data as TermGraphRow[]
}

const upsert = (rows: TermGraphRow[]): Mutation[] => {
  const documents = toTermDocuments(rows)
  return documents.length ? [{ action: "upsert", documents }] : []
}

// The words of the products named by the events of a short window, read and written together.
const addWordsInBatches = batchedRewrites("product-term", async (productIds, { container }) =>
  upsert(await readProducts(container.query, { id: productIds }, 0, productIds.length))
)

export default defineSearchIndex({
  name: "product-term",
  entity: "product",
  fields,
  events: ["product.created", "product.updated"],
  // A page of products at a time; the catch-up pass after a full seed rereads what changed meanwhile.
  seed: async function* ({ container, catchup }) {
    const filters = { status: "published", ...(catchup ? { updated_at: { $gte: catchup.since } } : {}) }
    for (let skip = 0; ; skip += PAGE) {
      const rows = await readProducts(container.query, filters, skip, PAGE)
      const mutations = upsert(rows)
      if (mutations.length) yield mutations
      if (rows.length < PAGE) return
    }
  },
  consume: async (event, context) => addWordsInBatches(ids(((event.data ?? {}) as { id?: unknown }).id), context),
})
