import { createContext, useContext, type ReactNode } from "react"
import type { Product } from "../types"

/**
 * What a product card or page can do beyond showing the product: wishlist and
 * cart. The app layer provides them (composing the auth, cart and wishlist
 * features), so this feature does not import those features.
 */
export type ProductActions = {
  isWishlisted: (product: Product) => boolean
  toggleWishlist: (product: Product) => void
  /**
   * Resolves true when the item was added. Shows the login prompt for guests.
   * "popup" confirms with the "Item Added to Cart!" popup (cards), "toast" with
   * the product page's "Product added to cart!".
   */
  addToCart: (product: Product, quantity?: number, confirmWith?: "popup" | "toast") => Promise<boolean>
  /** Buy Now: the product in the cart (once) and on to checkout; guests get the "Login to Buy Now" prompt. */
  buyNow: (product: Product) => Promise<boolean>
}

const ProductActionsContext = createContext<ProductActions | null>(null)

export function ProductActionsProvider({ value, children }: { value: ProductActions; children: ReactNode }) {
  return <ProductActionsContext.Provider value={value}>{children}</ProductActionsContext.Provider>
}

/** Null when nothing is provided: cards then render without the buttons (e.g. in isolated tests). */
export function useProductActions(): ProductActions | null {
  return useContext(ProductActionsContext)
}
