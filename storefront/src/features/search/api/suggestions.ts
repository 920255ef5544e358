import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import { CATEGORIES, isCategoryHandle } from "@/lib/categories"
import { getStoreClient } from "@/lib/store-api"
import { closestTerms, correctedQuery, isOneWord, normalizeQuery, TEXT_MATCH } from "@/lib/catalogue-search"

export { normalizeQuery }

/** Suggestions from 2 characters, at most 5 (requirements SRCH-01). */
export const SUGGESTION_MIN_CHARS = 2
export const SUGGESTION_LIMIT = 5
// Typing faster than this sends one request for the last word, not one per key.
const DEBOUNCE_MS = 120

export type Suggestion = { id: string; name: string; brand: string; categoryLabel: string; image: string; price: number | null }

type Document = {
  spec_id?: string | null
  handle?: string | null
  title?: string | null
  brand?: string | null
  category_handle?: string | null
  thumbnail?: string | null
  price?: number | null
}
type SearchAnswer = { results?: { hits?: { id: string; document?: Document }[]; metadata?: { count?: number | null } }[] }

/** Only what a suggestion row shows, so each keystroke's answer stays small. */
const SUGGESTION_FIELDS = ["id", "spec_id", "handle", "title", "brand", "category_handle", "thumbnail", "price"]

function toSuggestion(id: string, doc: Document): Suggestion {
  const category = doc.category_handle ?? ""
  return {
    id: doc.spec_id || (doc.handle ?? "").toUpperCase() || id,
    name: doc.title || doc.handle || "",
    brand: doc.brand ?? "",
    categoryLabel: isCategoryHandle(category) ? CATEGORIES[category].title : category,
    image: doc.thumbnail ?? "",
    price: typeof doc.price === "number" ? doc.price : null,
  }
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

/**
 * Type-ahead suggestions from the suggestion index: whole words with the last one
 * as a prefix (Medusa's "last" match strategy), a fast GIN full-text query.
 * Only when that finds nothing and the shopper typed one word does the box
 * look the word up, typo-tolerant, in the catalogue's vocabulary (the
 * `product-term` index: the words of product names and brands, a few hundred
 * however large the catalogue) and ask the products for the closest words
 * found, in one batched request. Comparing the misspelling with every
 * product's text instead costs time in proportion to the catalogue; on a
 * several-word query a typo match would find products sharing any one word.
 */
export function useSuggestions(query: string) {
  const queryClient = useQueryClient()
  const q = useDebounced(normalizeQuery(query), DEBOUNCE_MS)
  const enabled = q.length >= SUGGESTION_MIN_CHARS
  const result = useQuery({
    queryKey: ["search", "suggestions", q],
    queryFn: async ({ signal }): Promise<Suggestion[]> => {
      const client = await getStoreClient(queryClient)
      // The suggestion index matches what the specification lists for suggestions (name, brand,
      // category, fragrance, inspired by), not the description the full search also matches.
      const productQuery = (text: string) => ({
        entity: "product-suggestion",
        fields: SUGGESTION_FIELDS,
        filters: { q: text },
        pagination: { take: SUGGESTION_LIMIT },
        // The full search's matching (every word, the last a prefix); count "none": the header never shows a total.
        search_options: { ...TEXT_MATCH, count: "none" },
      })
      const hitsOf = (body: SearchAnswer) => (body.results ?? []).flatMap((r) => r.hits ?? [])
      let hits = hitsOf(await client.post<SearchAnswer>("/search", productQuery(q), { signal }))
      if (!hits.length && isOneWord(q)) {
        const terms = await closestTerms(client, q, signal)
        // One request for all of them (Medusa's batch form); the closest word's products come first.
        if (terms.length) hits = hitsOf(await client.post<SearchAnswer>("/search", { queries: terms.map(productQuery) }, { signal }))
      }
      const unique = hits.filter((hit, i) => hits.findIndex((other) => other.id === hit.id) === i)
      return unique.slice(0, SUGGESTION_LIMIT).flatMap((hit) => (hit.document ? [toSuggestion(hit.id, hit.document)] : []))
    },
    enabled,
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  })
  // The text the shown suggestions answer (a new text keeps the last ones on screen until its own arrive).
  const answers = enabled && result.data && !result.isPlaceholderData ? q : null
  return { suggestions: enabled ? (result.data ?? []) : [], answers }
}

/**
 * Whether the full search (/search?q=) has anything to show: the same
 * matching as the results page, and for one mistyped word the correction the
 * results page makes. The box only goes there when there is something to show.
 */
export function useFullSearchHasResults() {
  const queryClient = useQueryClient()
  return async (query: string): Promise<boolean> => {
    const client = await getStoreClient(queryClient)
    const q = normalizeQuery(query)
    const body = await client.post<SearchAnswer>("/search", {
      entity: "product",
      fields: ["id"],
      filters: { q },
      pagination: { take: 0 },
      search_options: TEXT_MATCH,
    })
    if ((body.results?.[0]?.metadata?.count ?? 0) > 0) return true
    return (await correctedQuery(client, q)) !== null
  }
}
