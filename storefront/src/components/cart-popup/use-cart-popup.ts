import { useContext } from "react"
import { CartPopupContext } from "./cart-popup-provider"

/** Null when no provider is mounted (the popup then draws nothing). */
export function useOptionalCartPopupState() {
  return useContext(CartPopupContext)
}

function useCartPopupState() {
  const state = useContext(CartPopupContext)
  if (!state) throw new Error("The cart popup needs <CartPopupProvider> above it")
  return state
}

/** `const showAdded = useCartPopup(); showAdded({ name, image })` after a successful add. */
export function useCartPopup() {
  return useCartPopupState().show
}
