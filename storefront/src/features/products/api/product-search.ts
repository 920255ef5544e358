import type { StoreClient } from "@/lib/store-api"
import { mapSearchDocument, type ProductSearchDocument } from "../utils/map-search-document"
import type { Product } from "../types"

/**
 * Reads the product search index through Medusa's POST /store/search. The
 * backend already narrows every query to published products of our sales
 * channel; this file only says what a page wants: filters, sort, one page,
 * facets. Several queries go in one request.
 */
type SearchFilters = Record<string, unknown>
export type SearchQuery = {
  /** Only these document fields (the sitemap's walk); all of them when absent. */
  fields?: string[]
  filters?: SearchFilters
  pagination?: { skip?: number; take?: number; order?: Record<string, "ASC" | "DESC"> }
  search_options?: Record<string, unknown>
}
export type ValueFacet = { type: "value"; values: { value: string; count: number }[] }
export type RangeFacet = { type: "range"; ranges: { key: string; count: number }[] }
export type StatsFacet = { type: "stats"; min: number; max: number; count: number }
type RawResult = {
  hits?: { id: string; document?: ProductSearchDocument }[]
  facets?: Record<string, ValueFacet | RangeFacet | StatsFacet>
  metadata?: { count?: number | null }
}
type ProductSearchResult = {
  products: Product[]
  total: number
  facets: Record<string, ValueFacet | RangeFacet | StatsFacet>
}

export async function searchProducts(client: StoreClient, queries: SearchQuery[], signal?: AbortSignal): Promise<ProductSearchResult[]> {
  const body = await client.post<{ results?: RawResult[] }>(
    "/search",
    { queries: queries.map((q) => ({ entity: "product", ...q })) },
    { signal }
  )
  if (!Array.isArray(body?.results)) throw new Error("The search answer has no results.")
  return body.results.map((result) => ({
    products: (result.hits ?? []).flatMap((hit) => (hit.document ? [mapSearchDocument({ ...hit.document, id: hit.id })] : [])),
    total: typeof result.metadata?.count === "number" ? result.metadata.count : (result.hits ?? []).length,
    facets: result.facets ?? {},
  }))
}

export async function searchOne(client: StoreClient, query: SearchQuery, signal?: AbortSignal): Promise<ProductSearchResult> {
  const [result] = await searchProducts(client, [query], signal)
  return result!
}
