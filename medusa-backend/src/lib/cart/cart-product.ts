import type { MedusaContainer } from "@medusajs/framework/types"
import { findProductByAnyId } from "../catalogue"

/** What an add needs to know about a product; the price is Medusa's business inside addToCartWorkflow. */
type CartProduct = { medusaId: string; variantId: string; name: string }

// The shared lookup also computes prices, which an add does not use. Ids and
// names hardly ever change, so sellable products are remembered briefly; an
// unknown id is never remembered, and Medusa's workflow still checks the
// variant, its price and stock on every add.
const TTL_MS = 30_000
const MAX_ENTRIES = 1000
const remembered = new Map<string, { value: CartProduct; at: number }>()

export async function findCartProduct(container: MedusaContainer, idOrCatalogueId: string): Promise<CartProduct | null> {
  const id = idOrCatalogueId.trim()
  // Catalogue ids match in any case (like the shared lookup); Medusa ids only exactly.
  const key = id.startsWith("prod_") ? id : id.toUpperCase()
  const hit = remembered.get(key)
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value

  const product = await findProductByAnyId(container, idOrCatalogueId)
  if (!product?.variantId) return null
  const value: CartProduct = { medusaId: product.medusaId, variantId: product.variantId, name: product.name }
  if (remembered.size >= MAX_ENTRIES) remembered.clear()
  remembered.set(key, { value, at: Date.now() })
  return value
}
