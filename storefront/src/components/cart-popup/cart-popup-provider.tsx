import { createContext, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react"

/** The success popup closes itself after 3 seconds (requirements UI-02). */
export const CART_POPUP_MS = 3000

export type CartPopupItem = { name: string; image?: string; message?: string }

type CartPopupState = {
  item: CartPopupItem | null
  show: (item: CartPopupItem) => void
  close: () => void
}

export const CartPopupContext = createContext<CartPopupState | null>(null)

/** State for the "Item Added to Cart!" popup; <CartPopup/> in the layout draws it. */
export function CartPopupProvider({ children }: { children: ReactNode }) {
  const [item, setItem] = useState<CartPopupItem | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const close = useCallback(() => {
    clearTimeout(timer.current)
    setItem(null)
  }, [])

  const show = useCallback((next: CartPopupItem) => {
    clearTimeout(timer.current)
    setItem(next)
    timer.current = setTimeout(() => setItem(null), CART_POPUP_MS)
  }, [])

  useEffect(() => () => clearTimeout(timer.current), [])

  const value = useMemo(() => ({ item, show, close }), [item, show, close])
  return <CartPopupContext.Provider value={value}>{children}</CartPopupContext.Provider>
}
