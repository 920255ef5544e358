import { Breadcrumb } from "@/components/breadcrumb"
import { PageHero } from "@/components/page-hero"
import { useAuth } from "@/features/auth"
import { WishlistPage as WishlistView } from "@/features/wishlist"
import { useWishlistForSession } from "../layout/product-actions-bridge"
import { usePageMeta } from "../layout/use-page-meta"

export function WishlistPage() {
  usePageMeta("My Wishlist", "The fragrances you saved for later.")
  const auth = useAuth()
  const wishlist = useWishlistForSession()
  return (
    <div className="page">
      <PageHero compact breadcrumb={<Breadcrumb trail={[{ to: "/", label: "Home" }]} current="Wishlist" />} title="My Wishlist" />
      <WishlistView wishlist={wishlist} signedIn={auth.isAuthenticated && Boolean(auth.user)} checkingSession={auth.initializing} />
    </div>
  )
}
