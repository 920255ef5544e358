import { useDeferredValue } from "react"
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query"
import { getStoreClient } from "@/lib/store-api"
import { correctedQuery } from "@/lib/catalogue-search"
import { CATEGORY_HANDLES } from "@/lib/categories"
import type { Product, Realm } from "../types"
import type { ListingState } from "../utils/listing-state"
import { listingQueries, LISTING_PAGE_SIZE, type ListingScope } from "../utils/listing-query"
import { searchOne, searchProducts, type RangeFacet, type StatsFacet, type ValueFacet } from "./product-search"

/**
 * What each page asks the product search index for: one page of a listing,
 * one product, the few products home shows, the category summaries. No page
 * downloads the catalogue; each answer is a few kilobytes whatever its size.
 */

// Prices and stock change rarely while someone shops; the index follows them within seconds.
const STALE_MS = 60_000

export type ListingPage = {
  products: Product[]
  total: number
  facets: { brand: ValueFacet["values"]; fragrance: ValueFacet["values"]; size: ValueFacet["values"]; price: RangeFacet["ranges"] }
}

const values = (facet: unknown): ValueFacet["values"] =>
  (facet as ValueFacet | undefined)?.type === "value" ? (facet as ValueFacet).values : []
const ranges = (facet: unknown): RangeFacet["ranges"] =>
  (facet as RangeFacet | undefined)?.type === "range" ? (facet as RangeFacet).ranges : []

/**
 * A listing (or /search) page by page: the first LISTING_PAGE_SIZE cards, then
 * "Load more". The server renders the first page with these same options
 * (the route loaders), so the browser finds it in its cache under this key.
 */
export function listingQueryOptions(queryClient: QueryClient, scope: ListingScope, state: ListingState) {
  return infiniteQueryOptions({
    queryKey: ["products", "listing", scope, state] as const,
    queryFn: async ({ pageParam, signal }): Promise<ListingPage> => {
      const client = await getStoreClient(queryClient)
      // The page, then (first page only) one facet query per narrowed filter group, whose facet replaces the page's.
      const [result, ...narrowed] = await searchProducts(client, listingQueries(scope, state, pageParam), signal)
      const facets = Object.assign({}, result!.facets, ...narrowed.map((r) => r.facets))
      return {
        products: result!.products,
        total: result!.total,
        facets: {
          brand: values(facets.brand),
          fragrance: values(facets.fragrance),
          size: values(facets.size),
          price: ranges(facets.price),
        },
      }
    },
    initialPageParam: 0,
    // The total comes with the first page (later pages skip the count).
    getNextPageParam: (_last: ListingPage, pages: ListingPage[]) =>
      pages.length * LISTING_PAGE_SIZE < (pages[0]?.total ?? 0) ? pages.length : undefined,
    staleTime: STALE_MS,
    retry: 2,
  })
}

export function useListing(scope: ListingScope, state: ListingState, options: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient()
  const query = useInfiniteQuery({
    ...listingQueryOptions(queryClient, scope, state),
    // A new filter keeps the old cards on screen until its first page arrives.
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  })
  const pages = query.data?.pages ?? []
  return {
    ...query,
    products: pages.flatMap((p) => p.products),
    total: pages[0]?.total ?? 0,
    facets: pages[0]?.facets,
  }
}

/**
 * For a full search that found nothing: the catalogue word the shopper most
 * likely meant ("safron" -> "saffron"), or null. Asked only after the search
 * itself came back empty, so a query that finds products costs nothing more.
 */
export function searchCorrectionQueryOptions(queryClient: QueryClient, query: string) {
  return queryOptions({
    queryKey: ["products", "search-correction", query] as const,
    queryFn: async ({ signal }) => correctedQuery(await getStoreClient(queryClient), query, signal),
    staleTime: STALE_MS,
    retry: 2,
  })
}

/** One product by catalogue id ("P1", any case), handle or Medusa id; null when the shop has no such product. */
export function productQueryOptions(queryClient: QueryClient, id: string) {
  const wanted = id.trim()
  return queryOptions({
    queryKey: ["products", "one", wanted],
    queryFn: async ({ signal }): Promise<Product | null> => {
      const client = await getStoreClient(queryClient)
      const handle = wanted.toLowerCase()
      const result = await searchOne(
        client,
        {
          // A handle the product had before a rename finds it too (the page then redirects to its current URL).
          filters: { $or: [{ spec_id: wanted.toUpperCase() }, { handle }, { id: wanted }, { former_handles: handle }] },
          pagination: { take: 2 },
        },
        signal
      )
      // Another product may have taken over a freed handle: the current owner wins.
      const isCurrent = (p: Product) => p.id === wanted.toUpperCase() || p.handle === handle || p.medusaId === wanted
      return result.products.find(isCurrent) ?? result.products[0] ?? null
    },
    enabled: wanted.length > 0,
    staleTime: STALE_MS,
    retry: 2,
  })
}

export function useProduct(id: string) {
  const queryClient = useQueryClient()
  return useQuery(productQueryOptions(queryClient, id))
}

/** The products with these catalogue ids, in the order asked (home's hero slides and best sellers: one request). */
export function productsBySpecIdsQueryOptions(queryClient: QueryClient, ids: readonly string[]) {
  return queryOptions({
    queryKey: ["products", "by-spec-id", ids],
    queryFn: async ({ signal }) => {
      const client = await getStoreClient(queryClient)
      const result = await searchOne(client, { filters: { spec_id: { $in: [...ids] } }, pagination: { take: ids.length } }, signal)
      const byId = new Map(result.products.map((p) => [p.id, p]))
      return ids.flatMap((id) => byId.get(id) ?? [])
    },
    staleTime: STALE_MS,
    retry: 2,
  })
}

export function useProductsBySpecIds(ids: readonly string[]) {
  const queryClient = useQueryClient()
  const query = useQuery(productsBySpecIdsQueryOptions(queryClient, ids))
  // Render the arriving cards in a background pass, so the first paint's main thread stays free.
  const data = useDeferredValue(query.data)
  return { ...query, data, isPending: data === undefined && !query.isError }
}

export type CategorySummary = { count: number; startingPrice: number | null }

/** Each category's product count and lowest price ("From ₹..."), from index stats: one request, no products. */
export function categorySummariesQueryOptions(queryClient: QueryClient) {
  return queryOptions({
    queryKey: ["products", "category-summaries"],
    queryFn: async ({ signal }) => {
      const client = await getStoreClient(queryClient)
      const results = await searchProducts(
        client,
        CATEGORY_HANDLES.map((handle) => ({
          filters: { category_handle: handle },
          pagination: { take: 0 },
          search_options: { facets: [{ field: "price", type: "stats" }] },
        })),
        signal
      )
      const summary: Record<string, CategorySummary> = {}
      CATEGORY_HANDLES.forEach((handle, i) => {
        const stats = results[i]?.facets.price as StatsFacet | undefined
        const count = results[i]?.total ?? 0
        summary[handle] = { count, startingPrice: count > 0 && stats?.type === "stats" && Number.isFinite(stats.min) ? stats.min : null }
      })
      return summary
    },
    staleTime: STALE_MS,
    retry: 2,
  })
}

export function useCategorySummaries() {
  const queryClient = useQueryClient()
  return useQuery(categorySummariesQueryOptions(queryClient))
}

/** How many attars each realm holds (the realm modal's counts): one facet, no products. */
export function realmCountsQueryOptions(queryClient: QueryClient) {
  return queryOptions({
    queryKey: ["products", "realm-counts"],
    queryFn: async ({ signal }): Promise<Record<Realm, number>> => {
      const client = await getStoreClient(queryClient)
      const result = await searchOne(
        client,
        { filters: { category_handle: "attars" }, pagination: { take: 0 }, search_options: { facets: [{ field: "realm" }] } },
        signal
      )
      const counts = values(result.facets.realm)
      const count = (realm: Realm) => counts.find((v) => v.value === realm)?.count ?? 0
      return { heritage: count("heritage"), celestial: count("celestial") }
    },
    staleTime: STALE_MS,
    retry: 2,
  })
}

export function useRealmCounts() {
  const queryClient = useQueryClient()
  return useQuery(realmCountsQueryOptions(queryClient))
}

/** How many products are published, and when the catalogue and each category last changed (one request). */
export async function catalogueFreshness(
  queryClient: QueryClient
): Promise<{ total: number; newest?: string; newestIn: Record<string, string | undefined> }> {
  const client = await getStoreClient(queryClient)
  const newestFirst = { take: 1, order: { updated_at: "DESC" as const } }
  const [all, ...inCategories] = await searchProducts(client, [
    { pagination: newestFirst },
    ...CATEGORY_HANDLES.map((handle) => ({ filters: { category_handle: handle }, pagination: newestFirst })),
  ])
  return {
    total: all!.total,
    newest: all!.products[0]?.updatedAt,
    newestIn: Object.fromEntries(CATEGORY_HANDLES.map((handle, i) => [handle, inCategories[i]!.products[0]?.updatedAt])),
  }
}
