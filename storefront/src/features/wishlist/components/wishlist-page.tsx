import { Link } from "react-router"
import { ActionRow } from "@/components/action-row"
import { Notice, NoticeTitle } from "@/components/notice"
import { Skeleton } from "@/components/skeleton"
import { SpreadRow } from "@/components/spread-row"
import { Button, buttonClass } from "@/components/ui/button"
import { formatPrice } from "@/lib/format-price"
import type { WishlistApi } from "../hooks/use-wishlist"
import type { WishlistItem } from "../types"
import { WishlistItemCard } from "./wishlist-item-card"
import styles from "./wishlist-page.module.css"

type Props = {
  wishlist: WishlistApi
  signedIn: boolean
  checkingSession: boolean
  /** Add to Cart on each saved product (the app wires the cart feature). */
  onAddToCart?: (item: WishlistItem) => void
}

/** /wishlist: the signed-in shopper's saved products from the server. */
export function WishlistPage({ wishlist, signedIn, checkingSession, onAddToCart }: Props) {
  if (checkingSession || (signedIn && wishlist.isLoading)) {
    return (
      <div role="status" className={styles.grid}>
        <span className="visually-hidden">Loading your wishlist…</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className={styles.skeleton} />
        ))}
      </div>
    )
  }

  if (!signedIn) {
    return (
      <Notice roomy className={styles.empty}>
        <HeartIcon />
        <NoticeTitle>Sign in to see your wishlist</NoticeTitle>
        <p>Save the fragrances you love and find them here on any device.</p>
        <ActionRow>
          <Link className={buttonClass()} to="/login" state={{ from: "/wishlist" }}>
            Login
          </Link>
          <Link className={buttonClass({ variant: "ghost" })} to="/signup">
            Sign Up
          </Link>
        </ActionRow>
      </Notice>
    )
  }

  if (wishlist.isError) {
    return (
      <Notice error role="alert">
        <NoticeTitle>We couldn't load your wishlist</NoticeTitle>
        <Button onClick={() => void wishlist.refetch()}>Try again</Button>
      </Notice>
    )
  }

  if (wishlist.items.length === 0) {
    return (
      <Notice roomy className={styles.empty}>
        <HeartIcon />
        <NoticeTitle>Your wishlist is empty</NoticeTitle>
        <p>Tap the heart on any product to save it here.</p>
        <Link className={buttonClass()} to="/categories">
          Continue Shopping
        </Link>
      </Notice>
    )
  }

  const total = wishlist.items.reduce((sum, item) => sum + item.price, 0)
  return (
    <section aria-labelledby="wishlist-count">
      <SpreadRow className={styles.toolbar}>
        <p id="wishlist-count" className={styles.count} aria-live="polite">
          {wishlist.items.length} {wishlist.items.length === 1 ? "item" : "items"} · {formatPrice(total)} in total
        </p>
        <Button variant="ghost" onClick={() => void wishlist.clear()}>
          Clear All
        </Button>
      </SpreadRow>
      <ul className={styles.grid} role="list">
        {wishlist.items.map((item) => (
          <li key={item.id}>
            <WishlistItemCard
              item={item}
              onRemove={() => void wishlist.remove(item)}
              onAddToCart={onAddToCart && (() => onAddToCart(item))}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The big outlined heart over the signed-out and empty messages (decorative). */
function HeartIcon() {
  return (
    <p className={styles.emptyIcon} aria-hidden="true">
      ♡
    </p>
  )
}
