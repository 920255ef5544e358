import { Link, useLocation } from "react-router"
import { useAuth } from "@/features/auth/hooks/use-auth"
import { useCart } from "@/features/cart/hooks/use-cart"
import iconStyles from "./icon-button.module.css"
import styles from "./cart-link.module.css"

/**
 * The cart icon: /cart when signed in; for guests it points at /login but the
 * click is blocked and the login dialog asks instead ("view cart"). The badge
 * shows only when signed in with items.
 */
export function CartLink({ onPromptLogin }: { onPromptLogin: (action: string) => void }) {
  const { isAuthenticated } = useAuth()
  const { count } = useCart()
  const location = useLocation()
  const showBadge = isAuthenticated && count > 0
  return (
    <Link
      to={isAuthenticated ? "/cart" : "/login"}
      state={isAuthenticated ? undefined : { from: `${location.pathname}${location.search}` }}
      className={iconStyles.iconButton}
      aria-label={showBadge ? `Cart, ${count} ${count === 1 ? "item" : "items"}` : "Cart"}
      onClick={(event) => {
        if (!isAuthenticated) {
          event.preventDefault()
          onPromptLogin("view cart")
        }
      }}
      data-testid="cart-link"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2l2.2 11.2a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L20.5 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="20" r="1.4" fill="currentColor" />
        <circle cx="17" cy="20" r="1.4" fill="currentColor" />
      </svg>
      {showBadge && (
        <span className={styles.badge} aria-hidden="true" data-testid="cart-badge">
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Link>
  )
}
