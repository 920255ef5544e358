import type { StoreClient } from "./store-api"

/**
 * How the shop matches typed text against the product index (Medusa's Search
 * Module, PostgreSQL provider), shared by the header's suggestions and the
 * full search (/search), so the full search finds at least what the
 * suggestions showed for the same text: every word, the last one as a prefix
 * ("saff" finds Saffron Royale, "musk amb" finds musk and amber), no trigram
 * guessing on the products themselves.
 */
export const TEXT_MATCH = { match_strategy: "last", typo_tolerance: false } as const

// Trigram similarity below this is noise (common words score about 0.3 against any word).
const TYPO_MIN_SCORE = 0.4

// How many of the vocabulary's closest words are tried: "at" is as close to "attar" as to "atlas".
export const TYPO_TERMS = 3

type TermAnswer = { results?: { hits?: { id: string; document?: { term?: string | null } }[] }[] }
type CountAnswer = { results?: { metadata?: { count?: number | null } }[] }

/** The longest text the backend searches for (its /store/search allow-list refuses longer). */
export const MAX_QUERY_LENGTH = 200

/** Trimmed, inner spaces collapsed, at most MAX_QUERY_LENGTH characters; "" means "do not search". */
export function normalizeQuery(query: string): string {
  return query.trim().replace(/\s+/g, " ").slice(0, MAX_QUERY_LENGTH).trim()
}

/**
 * Only a one-word query is corrected: on several words a typo match would
 * find products sharing any one of them.
 */
export const isOneWord = (query: string) => !/[\s\-–/,.&+]/.test(query)

/**
 * The catalogue's words closest to a mistyped one, closest first: a
 * typo-tolerant lookup in the `product-term` index (the words of product
 * names and brands, a few hundred however large the catalogue), never the
 * word itself.
 */
export async function closestTerms(client: StoreClient, word: string, signal?: AbortSignal): Promise<string[]> {
  const body = await client.post<TermAnswer>(
    "/search",
    {
      entity: "product-term",
      fields: ["term"],
      filters: { q: word },
      pagination: { take: TYPO_TERMS },
      search_options: { typo_tolerance: true, min_score: TYPO_MIN_SCORE, count: "none" },
    },
    { signal }
  )
  const typed = word.toLocaleLowerCase("en-IN")
  return (body.results?.[0]?.hits ?? []).flatMap((hit) => (hit.document?.term && hit.document.term !== typed ? [hit.document.term] : []))
}

/**
 * What a query that found nothing most likely meant: the closest catalogue
 * word that finds products (one batched count for all candidates), or null
 * (several words, no word near it, or none of them finds a product).
 */
export async function correctedQuery(client: StoreClient, query: string, signal?: AbortSignal): Promise<string | null> {
  const q = normalizeQuery(query)
  if (!q || !isOneWord(q)) return null
  const terms = await closestTerms(client, q, signal)
  if (!terms.length) return null
  const body = await client.post<CountAnswer>(
    "/search",
    {
      queries: terms.map((term) => ({
        entity: "product",
        fields: ["id"],
        filters: { q: term },
        pagination: { take: 0 },
        search_options: TEXT_MATCH,
      })),
    },
    { signal }
  )
  const counts = (body.results ?? []).map((result) => result.metadata?.count ?? 0)
  return terms.find((_, i) => (counts[i] ?? 0) > 0) ?? null
}
