import { queryOptions, useQuery } from "@tanstack/react-query"
import type Medusa from "@medusajs/js-sdk"
import { useStoreClient, type StoreClient } from "@/lib/medusa"
import type { Product } from "../types"
import { mapProduct } from "../utils/map-product"

/** What the mapper reads: spec id, metadata, the region's price and the category. */
export const PRODUCT_FIELDS = "+external_id,+metadata,*variants.calculated_price,*categories"

const PAGE_SIZE = 100

/**
 * The whole published catalogue (52 products when seeded), loaded once and
 * shared by search, home, the overview, listings and product pages. Pages of
 * 100 are read until Medusa's count is reached, so operator additions show.
 */
export async function getCatalogue(sdk: Medusa, regionId: string): Promise<Product[]> {
  const all: Product[] = []
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const { products, count } = await sdk.store.product.list({
      region_id: regionId,
      limit: PAGE_SIZE,
      offset,
      fields: PRODUCT_FIELDS,
      order: "created_at",
    })
    all.push(...products.map(mapProduct))
    if (products.length < PAGE_SIZE || all.length >= count) return all
  }
}

export const CATALOGUE_QUERY_KEY = ["products", "catalogue"] as const

export function catalogueQueryOptions(getStoreClient: () => Promise<StoreClient>) {
  return queryOptions({
    queryKey: CATALOGUE_QUERY_KEY,
    queryFn: async () => {
      const { sdk, config } = await getStoreClient()
      return getCatalogue(sdk, config.regionId)
    },
    // Prices and stock change rarely while someone shops; refresh every 5 minutes at most.
    staleTime: 5 * 60_000,
    retry: 2,
  })
}

export function useCatalogue() {
  const getStoreClient = useStoreClient()
  return useQuery(catalogueQueryOptions(getStoreClient))
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
