import { productsBySpecIdsQueryOptions } from "@/features/products/api/catalogue-queries"
import type { Product } from "@/features/products/types"
import { createRequestQueryClient, seedConfig } from "./query-client.server"

/**
 * The picture a link to a page without products of its own previews with
 * (information pages, /contact, /search): the first hero product's image,
 * looked up once every ten minutes. Pages with products use their own.
 */
const HERO_PRODUCT = ["P10"]
const TTL_MS = 10 * 60_000
let cached: { product: Product | undefined; at: number } | null = null

/** The product whose picture previews a page without products of its own. */
export async function siteImage(): Promise<Product | undefined> {
  if (cached && Date.now() - cached.at < TTL_MS) return cached.product
  try {
    const queryClient = createRequestQueryClient()
    await seedConfig(queryClient)
    const [product] = await queryClient.fetchQuery(productsBySpecIdsQueryOptions(queryClient, HERO_PRODUCT))
    cached = { product, at: Date.now() }
  } catch {
    // A preview without a picture is better than a page that fails.
    return cached?.product
  }
  return cached.product
}
