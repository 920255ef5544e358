import { useEffect } from "react"
import { useLocation } from "react-router"

/** Every page change scrolls smoothly to the top (requirements LAY-02) (instantly for users who prefer less motion). */
export function ScrollToTop() {
  const { pathname } = useLocation()
  useEffect(() => {
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? "auto" : "smooth" })
  }, [pathname])
  return null
}
