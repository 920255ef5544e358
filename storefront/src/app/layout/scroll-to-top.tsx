import { useEffect, useRef } from "react"
import { useLocation } from "react-router"

/** Every page change scrolls smoothly to the top (requirements LAY-02) (instantly for users who prefer less motion). */
export function ScrollToTop() {
  const { pathname } = useLocation()
  // The page the server rendered is no change: hydrating it neither scrolls nor forces a layout (nor undoes a reload's scroll restore).
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? "auto" : "smooth" })
  }, [pathname])
  return null
}
