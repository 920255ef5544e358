import { useCallback, useMemo, type ReactNode } from "react"
import { useCartPopup } from "@/components/cart-popup"
import { useToast } from "@/components/toast"
import { useAuth } from "@/features/auth/hooks/use-auth"
import { useCart } from "@/features/cart/hooks/use-cart"
import { ProductActionsProvider, type ProductActions } from "@/features/products/components/product-actions"
import type { Product } from "@/features/products/types"
import { useWishlist } from "@/features/wishlist/hooks/use-wishlist"

/** The product page's confirmation (second document, section 2). */
const PRODUCT_ADDED = "Product added to cart!"

/**
 * Wires the products feature's buttons to the auth, cart and wishlist
 * features (features do not import each other; the app composes them).
 */
export function ProductActionsBridge({ children }: { children: ReactNode }) {
  const cart = useCart()
  const showAdded = useCartPopup()
  const wishlist = useWishlistForSession()

  const toast = useToast()
  const addToCart = useCallback(
    async (product: Product, quantity = 1, confirmWith: "popup" | "toast" = "popup") => {
      // The cart's "{name} added to cart!" toast always (requirements CART-10), plus the
      // "Item Added to Cart!" popup on cards or the product page's "Product added to cart!".
      const added = await cart.addItem(cartLine(product), quantity)
      if (added && confirmWith === "popup") showAdded({ name: product.name, image: product.image })
      if (added && confirmWith === "toast") toast.success(PRODUCT_ADDED)
      return added
    },
    [cart, showAdded, toast]
  )
  const buyNow = useCallback((product: Product) => cart.buyNow(cartLine(product)), [cart])

  const value = useMemo<ProductActions>(
    () => ({
      isWishlisted: (product) => wishlist.has(product.id),
      toggleWishlist: (product) => wishlist.toggle({ id: product.id, name: product.name }),
      addToCart,
      buyNow,
    }),
    [wishlist, addToCart, buyNow]
  )

  return <ProductActionsProvider value={value}>{children}</ProductActionsProvider>
}

/** What the cart needs of a catalogue product. */
const cartLine = (product: Product) => ({
  id: product.id,
  name: product.name,
  category: product.category,
  price: product.price ?? 0,
  image: product.image,
})

/** The wishlist of whoever is signed in (none for guests). */
export function useWishlistForSession() {
  const auth = useAuth()
  return useWishlist({
    userId: auth.isAuthenticated ? (auth.user?.id ?? null) : null,
    authBusy: auth.initializing || auth.loading,
  })
}
