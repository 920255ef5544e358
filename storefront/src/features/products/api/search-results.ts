import type { QueryClient } from "@tanstack/react-query"
import { isOneWord } from "@/lib/catalogue-search"
import { listingQueryOptions, searchCorrectionQueryOptions, type ListingPage } from "./catalogue-queries"

// Relevance first; the shopper sorts listings, not search results.
export const SEARCH_STATE = { filters: {}, sort: "featured" as const }

/** Whether a search that came back empty should be corrected: one word, and the shopper did not ask for the exact text. */
const wantsCorrection = (query: string, exact: boolean, total: number) => !exact && total === 0 && isOneWord(query)

/** What the page shows: the query, the word it was corrected to (or null), and whether the search failed. */
export type SearchFound = { query: string; corrected: string | null; failed: boolean }

/**
 * The first page of results for `query`, into `queryClient` under the keys the page's listing reads; when it
 * finds nothing and is one word (and the shopper did not ask for the exact text), the results for the
 * catalogue word it most likely meant, with that word.
 */
export async function findSearchResults(
  queryClient: QueryClient,
  query: string,
  exact: boolean
): Promise<SearchFound & { page?: ListingPage }> {
  const firstPage = async (q: string) =>
    (await queryClient.fetchInfiniteQuery(listingQueryOptions(queryClient, { q }, SEARCH_STATE))).pages[0]
  if (!query) return { query, corrected: null, failed: false }
  try {
    const page = await firstPage(query)
    if (!page || !wantsCorrection(query, exact, page.total)) return { query, corrected: null, failed: false, page }
    const corrected = await queryClient.fetchQuery(searchCorrectionQueryOptions(queryClient, query)).catch(() => null)
    return corrected
      ? { query, corrected, failed: false, page: await firstPage(corrected) }
      : { query, corrected: null, failed: false, page }
  } catch {
    // The page says so and offers a retry (the loader runs again).
    return { query, corrected: null, failed: true }
  }
}
