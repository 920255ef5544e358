import { useCallback, useMemo, type ReactNode } from "react"
import { useCartPopup } from "@/components/cart-popup"
import { useAuth } from "@/features/auth"
import { useCart } from "@/features/cart"
import { ProductActionsProvider, type Product, type ProductActions } from "@/features/products"
import { useWishlist } from "@/features/wishlist"

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

  const addToCart = useCallback(
    async (product: Product, quantity = 1, confirmWith: "popup" | "toast" = "popup") => {
      // One confirmation per add: the popup (cards) or the product page's toast, not the cart's default too.
      const added = await cart.addItem(
        { id: product.id, name: product.name, category: product.category, price: product.price ?? 0, image: product.image },
        quantity,
        { toast: confirmWith === "toast" ? PRODUCT_ADDED : false }
      )
      if (added && confirmWith === "popup") showAdded({ name: product.name, image: product.image })
      return added
    },
    [cart, showAdded]
  )

  const value = useMemo<ProductActions>(
    () => ({
      isWishlisted: (product) => wishlist.has(product.id),
      toggleWishlist: (product) => wishlist.toggle({ id: product.id, name: product.name }),
      addToCart,
    }),
    [wishlist, addToCart]
  )

  return <ProductActionsProvider value={value}>{children}</ProductActionsProvider>
}

/** The wishlist of whoever is signed in (none for guests). */
export function useWishlistForSession() {
  const auth = useAuth()
  return useWishlist({
    userId: auth.isAuthenticated ? (auth.user?.id ?? null) : null,
    authBusy: auth.initializing || auth.loading,
  })
}
