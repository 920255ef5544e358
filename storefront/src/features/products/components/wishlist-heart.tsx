import { cx } from "@/components/ui/cx"
import type { Product } from "../types"
import { useProductActions } from "./product-actions"
import styles from "./wishlist-heart.module.css"

type Props = { product: Product; className?: string }

/** The heart toggle: a real button with a pressed state, named after the product. */
export function WishlistHeart({ product, className }: Props) {
  const actions = useProductActions()
  if (!actions) return null
  const saved = actions.isWishlisted(product)
  return (
    <button
      type="button"
      className={cx(styles.heart, saved && styles.on, className)}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
      onClick={(event) => {
        // The card is one big link: keep the click on the button.
        event.preventDefault()
        event.stopPropagation()
        actions.toggleWishlist(product)
      }}
      data-testid="wishlist-heart"
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.1 4.3 2.4h2c.7-1.3 2.2-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
          fill={saved ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  )
}
