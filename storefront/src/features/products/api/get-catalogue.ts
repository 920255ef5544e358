import { useDeferredValue } from "react"
import { queryOptions, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query"
import { getStoreClient, type StoreClient } from "@/lib/store-api"
import type { Product } from "../types"
import { mapProduct, type StoreProductInput } from "../utils/map-product"

/**
 * Only what the mapper reads (spec id, texts, image, metadata, category, the
 * region's price and stock flags): about half the bytes of Medusa's default
 * product fields, and the catalogue is on the way to every page's first paint.
 * Categories need "*": Medusa answers a bare "categories.handle" with none.
 */
export const PRODUCT_FIELDS = [
  "id",
  "handle",
  "external_id",
  "title",
  "description",
  "thumbnail",
  "created_at",
  "metadata",
  "images.url",
  "*categories",
  "variants.id",
  "variants.manage_inventory",
  "variants.allow_backorder",
  "variants.calculated_price",
].join(",")

const PAGE_SIZE = 100
// The largest read of the app, on a phone's network: more time than /api's default.
const CATALOGUE_TIMEOUT_MS = 30_000

type ProductListResponse = { products?: StoreProductInput[]; count?: number }

/**
 * The whole published catalogue (52 products when seeded), loaded once and
 * shared by search, home, the overview, listings and product pages. Pages of
 * 100 are read until Medusa's count is reached, so operator additions show.
 */
export async function getCatalogue(client: StoreClient): Promise<Product[]> {
  const all: Product[] = []
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const body = await client.get<ProductListResponse>(
      "/products",
      { region_id: client.config.regionId, limit: PAGE_SIZE, offset, fields: PRODUCT_FIELDS, order: "created_at" },
      { timeoutMs: CATALOGUE_TIMEOUT_MS }
    )
    if (!Array.isArray(body?.products)) throw new Error("The catalogue answer has no product list.")
    const { products, count = 0 } = body
    all.push(...products.map(mapProduct))
    if (products.length < PAGE_SIZE || all.length >= count) return all
  }
}

export const CATALOGUE_QUERY_KEY = ["products", "catalogue"] as const

export function catalogueQueryOptions(queryClient: QueryClient) {
  return queryOptions({
    queryKey: CATALOGUE_QUERY_KEY,
    queryFn: async () => getCatalogue(await getStoreClient(queryClient)),
    // Prices and stock change rarely while someone shops; refresh every 5 minutes at most.
    staleTime: 5 * 60_000,
    retry: 2,
  })
}

/**
 * Starts loading the catalogue as the app boots, in parallel with the first
 * page's code: every page shows it (the header search uses it everywhere),
 * and on the home, listing and product pages it holds the largest paint.
 */
export function prefetchCatalogue(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(catalogueQueryOptions(queryClient))
}

export function useCatalogue() {
  const queryClient = useQueryClient()
  return useQuery(catalogueQueryOptions(queryClient))
}

/**
 * The catalogue for pages that render it in full (home, listings, product
 * page). When it arrives, the page first keeps its skeleton and React renders
 * the products in a background pass that yields to the browser every few
 * milliseconds, instead of one long task that blocks input (Lighthouse's Total
 * Blocking Time). A catalogue already in the cache (client-side navigation)
 * renders at once, as before.
 */
export function useDeferredCatalogue() {
  const catalogue = useCatalogue()
  const data = useDeferredValue(catalogue.data)
  const { isError, refetch, isRefetching } = catalogue
  return { data, isPending: data === undefined && !isError, isError, refetch, isRefetching }
}

/** Finds a product by spec id ("P1", any case), handle or Medusa id. */
export function findProduct(products: readonly Product[], id: string): Product | undefined {
  const wanted = id.trim()
  const upper = wanted.toUpperCase()
  return products.find(
    (p) => p.id.toUpperCase() === upper || p.medusaId === wanted || p.handle === wanted.toLowerCase()
  )
}

export function productsInCategory(products: readonly Product[], category: string): Product[] {
  return products.filter((p) => p.category === category)
}
