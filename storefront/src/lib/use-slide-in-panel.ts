import { useEffect, useRef } from "react"
import { useFocusTrap } from "./use-focus-trap"

/**
 * A slide-in panel over the page (the mobile menu, the filter drawer): while
 * open, Tab stays inside it, its close button takes focus, Escape closes it
 * and `lockClass` on the body stops the page behind from scrolling.
 */
export function useSlideInPanel<Panel extends HTMLElement>(open: boolean, onClose: () => void, lockClass: string) {
  const panelRef = useRef<Panel>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  // Before the effect below: it must note the focused element before the close button takes focus.
  useFocusTrap(panelRef, open)
  useEffect(() => {
    if (!open) return
    closeRef.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose()
    }
    document.addEventListener("keydown", onKey)
    document.body.classList.add(lockClass)
    return () => {
      document.removeEventListener("keydown", onKey)
      document.body.classList.remove(lockClass)
    }
  }, [open, onClose, lockClass])
  return { panelRef, closeRef }
}
