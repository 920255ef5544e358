import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import { CATEGORIES, isCategoryHandle } from "@/lib/categories"
import { getStoreClient } from "@/lib/store-api"

/** The spec: suggestions from 2 characters, at most 5. */
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

/** Trimmed query; "" means "do not search". */
export function normalizeQuery(query: string): string {
  return query.trim().replace(/\s+/g, " ")
}

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

// Trigram similarity below this is noise (common words score about 0.3 against any text).
const TYPO_MIN_SCORE = 0.4
// The typo query compares the words typed with what a suggestion row shows (name and
// brand): the engine's trigram similarity reads each candidate's text, and the name and
// brand are a few words where the whole document (description, notes) is hundreds.
const TYPO_FIELDS = ["title", "brand"]

/**
 * Type-ahead suggestions from the product index: whole words with the last one
 * as a prefix (Medusa's "last" match strategy), a fast GIN full-text query.
 * Only when that finds nothing and the shopper typed one word does a second
 * request ask again with typo tolerance (trigram similarity, which scans):
 * on a several-word query it would find products sharing any one word.
 */
export function useSuggestions(query: string) {
  const queryClient = useQueryClient()
  const q = useDebounced(normalizeQuery(query), DEBOUNCE_MS)
  const enabled = q.length >= SUGGESTION_MIN_CHARS
  const result = useQuery({
    queryKey: ["search", "suggestions", q],
    queryFn: async ({ signal }): Promise<Suggestion[]> => {
      const client = await getStoreClient(queryClient)
      const ask = async (typoTolerance: boolean) => {
        const body = await client.post<SearchAnswer>(
          "/search",
          {
            entity: "product",
            fields: SUGGESTION_FIELDS,
            filters: { q },
            pagination: { take: SUGGESTION_LIMIT },
            // count "none": the header never shows a total, so the engine skips the COUNT query.
            search_options: typoTolerance
              ? { match_strategy: "last", typo_tolerance: true, min_score: TYPO_MIN_SCORE, count: "none", attributes_to_search_on: TYPO_FIELDS }
              : { match_strategy: "last", typo_tolerance: false, count: "none" },
          },
          { signal }
        )
        return body.results?.[0]?.hits ?? []
      }
      let hits = await ask(false)
      const oneWord = !/[\s\-–/,.&+]/.test(q)
      if (!hits.length && oneWord) hits = await ask(true)
      return hits.flatMap((hit) => (hit.document ? [toSuggestion(hit.id, hit.document)] : []))
    },
    enabled,
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  })
  return { suggestions: enabled ? (result.data ?? []) : [] }
}

/** How many products the full search (/search?q=) finds: the box only goes there when there is something to show. */
export function useCountMatches() {
  const queryClient = useQueryClient()
  return async (query: string): Promise<number> => {
    const client = await getStoreClient(queryClient)
    const body = await client.post<SearchAnswer>("/search", {
      entity: "product",
      fields: ["id"],
      filters: { q: normalizeQuery(query) },
      pagination: { take: 0 },
      // The same matching as the results page (products feature's listing query): whole words, no typo guessing.
      search_options: { typo_tolerance: false },
    })
    return body.results?.[0]?.metadata?.count ?? 0
  }
}
