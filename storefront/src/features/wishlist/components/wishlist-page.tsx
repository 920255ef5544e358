import { Link } from "react-router"
import { formatPrice } from "@/lib/format-price"
import type { WishlistApi } from "../hooks/use-wishlist"
import { WishlistItemCard } from "./wishlist-item-card"
import "@/styles/wishlist.css"

type Props = { wishlist: WishlistApi; signedIn: boolean; checkingSession: boolean }

/** /wishlist: the signed-in shopper's saved products from the server. */
export function WishlistPage({ wishlist, signedIn, checkingSession }: Props) {
  if (checkingSession || (signedIn && wishlist.isLoading)) {
    return (
      <div role="status" className="wishlist-grid wishlist-grid--loading">
        <span className="visually-hidden">Loading your wishlist…</span>
        {[0, 1, 2].map((i) => (
          <div key={i} className="skeleton wishlist-skeleton" aria-hidden="true" />
        ))}
      </div>
    )
  }

  if (!signedIn) {
    return (
      <div className="notice wishlist-empty">
        <p className="wishlist-empty__icon" aria-hidden="true">♡</p>
        <h2 className="notice__title">Sign in to see your wishlist</h2>
        <p>Save the fragrances you love and find them here on any device.</p>
        <div className="notice-page__actions">
          <Link className="button button--primary" to="/login" state={{ from: "/wishlist" }}>
            Login
          </Link>
          <Link className="button button--ghost" to="/signup">
            Sign Up
          </Link>
        </div>
      </div>
    )
  }

  if (wishlist.isError) {
    return (
      <div className="notice notice--error" role="alert">
        <h2 className="notice__title">We couldn't load your wishlist</h2>
        <button type="button" className="button button--primary" onClick={() => void wishlist.refetch()}>
          Try again
        </button>
      </div>
    )
  }

  if (wishlist.items.length === 0) {
    return (
      <div className="notice wishlist-empty">
        <p className="wishlist-empty__icon" aria-hidden="true">♡</p>
        <h2 className="notice__title">Your wishlist is empty</h2>
        <p>Tap the heart on any product to save it here.</p>
        <Link className="button button--primary" to="/categories">
          Continue Shopping
        </Link>
      </div>
    )
  }

  const total = wishlist.items.reduce((sum, item) => sum + item.price, 0)
  return (
    <section aria-labelledby="wishlist-count">
      <div className="wishlist-toolbar">
        <p id="wishlist-count" className="listing__count" aria-live="polite">
          {wishlist.items.length} {wishlist.items.length === 1 ? "item" : "items"} · {formatPrice(total)} in total
        </p>
        <button type="button" className="button button--ghost" onClick={() => void wishlist.clear()}>
          Clear All
        </button>
      </div>
      <ul className="wishlist-grid" role="list">
        {wishlist.items.map((item) => (
          <li key={item.id}>
            <WishlistItemCard item={item} onRemove={() => void wishlist.remove(item)} />
          </li>
        ))}
      </ul>
    </section>
  )
}
