import { useQuery } from "@tanstack/react-query"
import type Medusa from "@medusajs/js-sdk"
import { useStoreClient } from "@/lib/medusa"
import type { Product } from "../types"
import { mapProduct } from "../utils/map-product"
import { featuredFirst } from "../utils/sort-products"

/** What the mapper reads: spec id, metadata, the region's price and the category. */
export const PRODUCT_FIELDS = "+external_id,+metadata,*variants.calculated_price,*categories"

/** The whole category fits in one page (the largest has about 20 products). */
const CATEGORY_PAGE_SIZE = 100

export class CategoryNotFoundError extends Error {
  constructor(handle: string) {
    super(`The category "${handle}" does not exist.`)
    this.name = "CategoryNotFoundError"
  }
}

export async function getCategoryProducts(
  sdk: Medusa,
  regionId: string,
  handle: string
): Promise<Product[]> {
  const { product_categories } = await sdk.store.category.list({ handle, fields: "id,handle" })
  const category = product_categories[0]
  if (!category) {
    throw new CategoryNotFoundError(handle)
  }
  const { products } = await sdk.store.product.list({
    category_id: category.id,
    region_id: regionId,
    limit: CATEGORY_PAGE_SIZE,
    fields: PRODUCT_FIELDS,
  })
  return featuredFirst(products.map(mapProduct))
}

export function categoryProductsQueryKey(handle: string) {
  return ["products", "category", handle] as const
}

export function useCategoryProducts(handle: string) {
  const getStoreClient = useStoreClient()
  return useQuery({
    queryKey: categoryProductsQueryKey(handle),
    queryFn: async () => {
      const { sdk, config } = await getStoreClient()
      return getCategoryProducts(sdk, config.regionId, handle)
    },
    // The catalogue changes rarely; avoid refetching on every visit.
    staleTime: 5 * 60_000,
    // A missing category will not appear on retry.
    retry: (failureCount, error) => !(error instanceof CategoryNotFoundError) && failureCount < 2,
  })
}
