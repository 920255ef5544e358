import { Breadcrumb } from "@/components/breadcrumb"
import { PageHero } from "@/components/page-hero"
import { useCartPopup } from "@/components/cart-popup"
import { useAuth } from "@/features/auth/hooks/use-auth"
import { useCart } from "@/features/cart/hooks/use-cart"
import { WishlistPage as WishlistView } from "@/features/wishlist/components/wishlist-page"
import { useWishlistForSession } from "../layout/product-actions-bridge"
import { privatePageMeta } from "../seo"
import type { Route } from "./+types/wishlist.route"

// About one person: rendered in the browser only (the server sends the layout and a spinner), never indexed.
export { clientLoader, HydrateFallback } from "@/components/private-page"
export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta("My Wishlist", matches, "The fragrances you saved for later.")
}

export default function WishlistRoute() {
  const auth = useAuth()
  const wishlist = useWishlistForSession()
  const cart = useCart()
  const showAdded = useCartPopup()
  // As a product card's Add to Cart: the cart's toast and the "Item Added to Cart!" popup (requirements CART-10).
  const addToCart = async (item: { id: string; name: string; image: string | null }) => {
    if (await cart.addItem(item, 1)) showAdded({ name: item.name, image: item.image ?? undefined })
  }
  return (
    <div className="page">
      <PageHero compact breadcrumb={<Breadcrumb trail={[{ to: "/", label: "Home" }]} current="Wishlist" />} title="My Wishlist" />
      <WishlistView
        wishlist={wishlist}
        signedIn={auth.isAuthenticated && Boolean(auth.user)}
        checkingSession={auth.initializing}
        onAddToCart={(item) => void addToCart(item)}
      />
    </div>
  )
}
