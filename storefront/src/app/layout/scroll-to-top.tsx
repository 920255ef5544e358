import { useEffect } from "react"
import { useLocation } from "react-router"

/** The spec: every page change scrolls smoothly to the top (instantly for users who prefer less motion). */
export function ScrollToTop() {
  const { pathname } = useLocation()
  useEffect(() => {
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? "auto" : "smooth" })
  }, [pathname])
  return null
}
