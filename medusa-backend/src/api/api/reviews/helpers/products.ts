import type { MedusaContainer } from "@medusajs/framework/types"
import { listCatalogueProducts } from "../../../../lib/catalogue"
import { DomainError } from "../../../../lib/errors"

/** What review calls need to know about a product. */
type ReviewedProduct = { catalogueId: string; medusaId: string }

/**
 * Product ids never change once created, and the batched stats call must stay
 * cheap (it runs once per listing page), so resolved ids are cached briefly.
 * Only hits are cached: a product created a second ago is found at once.
 */
const TTL_MS = 60_000
const cache = new Map<string, { value: ReviewedProduct; at: number }>()

const cacheKey = (id: string) => (id.startsWith("prod_") ? id : id.toUpperCase())

/**
 * Resolves catalogue ids ("P1", "p1") and Medusa ids ("prod_...") to sellable
 * catalogue products. The map is keyed by the id as requested; unknown ids
 * are absent.
 */
export async function resolveProducts(container: MedusaContainer, requested: string[]): Promise<Map<string, ReviewedProduct>> {
  const now = Date.now()
  const result = new Map<string, ReviewedProduct>()
  const missing: string[] = []
  for (const id of requested) {
    const hit = cache.get(cacheKey(id))
    if (hit && now - hit.at < TTL_MS) result.set(id, hit.value)
    else missing.push(id)
  }
  if (missing.length) {
    const products = await listCatalogueProducts(container, {
      medusaIds: missing.filter((id) => id.startsWith("prod_")),
      catalogueIds: missing.filter((id) => !id.startsWith("prod_")),
    })
    const byKey = new Map<string, ReviewedProduct>()
    for (const p of products) {
      const value = { catalogueId: p.id, medusaId: p.medusaId }
      byKey.set(p.medusaId, value)
      byKey.set(p.id.toUpperCase(), value)
    }
    for (const id of missing) {
      const value = byKey.get(cacheKey(id))
      if (!value) continue
      cache.set(cacheKey(id), { value, at: now })
      result.set(id, value)
    }
  }
  return result
}

/** One product or 404 "Product not found". */
export async function resolveProductOr404(container: MedusaContainer, id: string): Promise<ReviewedProduct> {
  const found = (await resolveProducts(container, [id])).get(id)
  if (!found) throw new DomainError("not_found", "Product not found", { extra: { success: false } })
  return found
}
