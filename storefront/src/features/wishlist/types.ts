/** One saved product as GET /api/auth/wishlist answers it (current price included). */
export type WishlistItem = {
  /** Medusa product id. */
  _id: string
  /** Catalogue id ("P1"), used in /product/{id}. */
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

/** What a caller hands to toggle/add: any product with the catalogue id and a name. */
export type WishlistProduct = { id: string; name: string }

export type WishlistResponse = { wishlist: WishlistItem[]; message?: string; added?: boolean }
