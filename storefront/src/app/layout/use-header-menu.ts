import { useCallback, useEffect, useRef, useState } from "react"
import { useLocation } from "react-router"
import { useDismiss } from "./use-dismiss"

/**
 * A header drop-down's state: open/closed, closed by Escape, a press outside
 * or a change of page.
 */
export function useHeaderMenu() {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const { pathname } = useLocation()
  const close = useCallback(() => setOpen(false), [])
  useDismiss(open, ref, close, toggleRef)
  useEffect(close, [pathname, close])
  return { open, setOpen, close, ref, toggleRef }
}
