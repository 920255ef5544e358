import { useContext } from "react"
import { CartPopupContext } from "./cart-popup-provider"
import { useRequiredContext } from "@/lib/use-required-context"

/** Null when no provider is mounted (the popup then draws nothing). */
export function useOptionalCartPopupState() {
  return useContext(CartPopupContext)
}

/** `const showAdded = useCartPopup(); showAdded({ name, image })` after a successful add. */
export function useCartPopup() {
  return useRequiredContext(CartPopupContext, "The cart popup needs <CartPopupProvider> above it").show
}
