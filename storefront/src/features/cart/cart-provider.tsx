import { useEffect, useMemo, useState, type ReactNode } from "react"
import { getToken } from "@/lib/auth-token"
import { CartSessionContext } from "./cart-session"

/** The cart loads 100 ms after auth is ready (requirements CART-08). */
export const CART_LOAD_DELAY_MS = 100

type Props = {
  userId: string | null
  /** Auth's start-up token check is over. */
  authReady: boolean
  /** Auth is initializing or running a sign-in call. */
  authBusy: boolean
  onUnauthorized: () => void
  children: ReactNode
}

/**
 * Waits for auth, then 100 ms, then lets the cart load if someone is
 * signed in with a stored token; otherwise the cart stays empty (the
 * per-user cart query is dropped by auth on sign-out).
 */
export function CartProvider({ userId, authReady, authBusy, onUnauthorized, children }: Props) {
  const [loadEnabled, setLoadEnabled] = useState(false)

  useEffect(() => {
    setLoadEnabled(false)
    if (!authReady) return
    const timer = setTimeout(() => setLoadEnabled(userId !== null && getToken() !== null), CART_LOAD_DELAY_MS)
    return () => clearTimeout(timer)
  }, [authReady, userId])

  const session = useMemo(() => ({ userId, loadEnabled, authBusy, onUnauthorized }), [userId, loadEnabled, authBusy, onUnauthorized])
  return <CartSessionContext.Provider value={session}>{children}</CartSessionContext.Provider>
}
