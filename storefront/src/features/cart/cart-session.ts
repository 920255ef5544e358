import { createContext } from "react"
import { useRequiredContext } from "@/lib/use-required-context"

/**
 * What the cart needs to know about the session. The app layer fills it
 * from the auth feature (features do not import each other).
 */
type CartSession = {
  /** The signed-in person's id, or null. */
  userId: string | null
  /** Auth has finished its start-up check and the 100 ms wait has passed: the cart may load. */
  loadEnabled: boolean
  /** Auth is initializing or a sign-in call is running: cart actions are silently not done. */
  authBusy: boolean
  /** A 401 from the cart: the token is gone, sign out silently. */
  onUnauthorized: () => void
}

export const CartSessionContext = createContext<CartSession | null>(null)

export function useCartSession(): CartSession {
  return useRequiredContext(CartSessionContext, "useCart must be used inside <CartProvider>")
}

/** ["user", userId, "cart"]: dropped with every other per-user query on sign-out. */
export const cartQueryKey = (userId: string | null) => ["user", userId ?? "anonymous", "cart"] as const

/** Cart changes run one after another, so answers never arrive out of order. */
export const CART_MUTATION_KEY = ["cart-change"] as const
