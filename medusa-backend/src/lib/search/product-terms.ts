/**
 * The catalogue's vocabulary for "did you mean": every word of a published
 * product's name and brand, once. The header's typo fallback looks a
 * misspelt word up here (a few hundred words, however many products there
 * are) and then searches the products for the word it found, instead of
 * comparing the misspelling with every product's text: that comparison
 * (pg_trgm word similarity) no index can serve, so its cost grew with the
 * catalogue (p95 131 ms at 5,000 products).
 */
export type ProductTermDocument = {
  /** The word itself, lower case: one document per word. */
  id: string
  term: string
  /** Kept so Medusa's /store/search narrows terms like products: only words of published products of the key's channel. */
  status: "published"
  sales_channel_ids: string[]
}

/** What a term row needs from `query.graph` ("product"). */
export const TERM_GRAPH_FIELDS = ["id", "title", "status", "metadata", "sales_channels.id"]

export type TermGraphRow = {
  id: string
  title?: string | null
  status?: string | null
  metadata?: Record<string, unknown> | null
  sales_channels?: ({ id: string } | null)[] | null
}

// Shorter words are prefixes the exact type-ahead already finds; words with digits are sizes and numbers.
const MIN_TERM_LENGTH = 3
const WORD = /[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu

/** The words of a text a shopper could misspell: letters only, lower case, at least three of them. */
export function termsOf(text: string | null | undefined): string[] {
  if (!text) return []
  const words = text.toLocaleLowerCase("en-IN").match(WORD) ?? []
  return [...new Set(words.filter((word) => [...word].length >= MIN_TERM_LENGTH))]
}

/**
 * The term documents for a page of products: the words of each published
 * product's name and brand, each word once, with the sales channels of every
 * product in the page that uses it. Products that are not published add nothing.
 */
export function toTermDocuments(rows: TermGraphRow[]): ProductTermDocument[] {
  const channelsByTerm = new Map<string, Set<string>>()
  for (const row of rows) {
    if (row.status !== "published") continue
    const brand = typeof row.metadata?.brand === "string" ? row.metadata.brand : ""
    const channels = (row.sales_channels ?? []).flatMap((c) => (c?.id ? [c.id] : []))
    for (const term of termsOf(`${row.title ?? ""} ${brand}`)) {
      const known = channelsByTerm.get(term) ?? new Set<string>()
      channels.forEach((id) => known.add(id))
      channelsByTerm.set(term, known)
    }
  }
  return [...channelsByTerm].map(([term, channels]) => ({ id: term, term, status: "published", sales_channel_ids: [...channels].sort() }))
}
