import type { MedusaContainer } from "@medusajs/framework/types"
import { listCatalogueProducts } from "../catalogue"
import { WISHLIST_MODULE, type WishlistModuleService } from "../../modules/wishlist"

/** One saved product with its current price, as the storefront's wishlist and profile pages read it. */
type WishlistItemView = {
  /** Medusa product id, so `_id || id || productId` picked by the client works with cart and wishlist calls. */
  _id: string
  /** Catalogue id such as "P1". */
  id: string
  productId: string
  itemId: string
  name: string
  image: string | null
  category: string
  brand: string
  size: string
  fragrance: string
  price: number
  originalPrice: number
  launchOffer: string | null
  rating: number
  reviews: number
  addedAt: string
}

type StoredWishlistItem = { id: string; product_id: string; created_at: string | Date }

/** The customer's stored items, oldest first. Only ever filtered by the customer's own wishlist. */
export async function listCustomerWishlistItems(container: MedusaContainer, customerId: string): Promise<StoredWishlistItem[]> {
  const service = container.resolve<WishlistModuleService>(WISHLIST_MODULE)
  const [wishlist] = await service.listWishlists({ customer_id: customerId }, { select: ["id"], take: 1 })
  if (!wishlist) return []
  const items = await service.listWishlistItems(
    { wishlist_id: wishlist.id },
    { select: ["id", "product_id", "created_at"], order: { created_at: "ASC" } }
  )
  return items as StoredWishlistItem[]
}

/**
 * Joins stored items with the catalogue for current prices. Products no longer
 * sold (unpublished, deleted) drop out of the view but stay stored, so they
 * come back if the product does.
 */
export async function readWishlist(container: MedusaContainer, customerId: string) {
  const items = await listCustomerWishlistItems(container, customerId)
  if (!items.length) return { wishlist: [] as WishlistItemView[], items }
  const products = await listCatalogueProducts(container, { medusaIds: items.map((i) => i.product_id) })
  const byId = new Map(products.map((p) => [p.medusaId, p]))
  const wishlist: WishlistItemView[] = []
  for (const item of items) {
    const p = byId.get(item.product_id)
    if (!p) continue
    wishlist.push({
      _id: p.medusaId,
      id: p.id,
      productId: p.id,
      itemId: item.id,
      name: p.name,
      image: p.image,
      category: p.category,
      brand: p.brand,
      size: p.size,
      fragrance: p.fragrance,
      price: p.price,
      originalPrice: p.originalPrice,
      launchOffer: p.launchOffer,
      rating: p.rating,
      reviews: p.reviews,
      addedAt: new Date(item.created_at).toISOString(),
    })
  }
  return { wishlist, items }
}
