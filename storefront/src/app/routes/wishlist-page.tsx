import { Link } from "react-router"
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
      <header className="category-hero category-hero--compact">
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <ol role="list">
            <li>
              <Link to="/">Home</Link>
            </li>
            <li aria-current="page">Wishlist</li>
          </ol>
        </nav>
        <h1 className="category-hero__title">My Wishlist</h1>
      </header>
      <WishlistView
        wishlist={wishlist}
        signedIn={auth.isAuthenticated && Boolean(auth.user)}
        checkingSession={auth.initializing}
      />
    </div>
  )
}
