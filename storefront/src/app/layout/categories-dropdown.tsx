import { useCallback, useEffect, useRef, useState } from "react"
import { Link, useLocation } from "react-router"
import { CATEGORIES, CATEGORY_HANDLES } from "@/lib/categories"
import { useDismiss } from "./use-dismiss"

/** Desktop "Categories" disclosure: All Categories plus the four listings. */
export function CategoriesDropdown() {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const { pathname } = useLocation()
  const close = useCallback(() => setOpen(false), [])
  useDismiss(open, ref, close, toggleRef)
  useEffect(close, [pathname, close])

  return (
    <div className="nav-dropdown" ref={ref}>
      <button
        ref={toggleRef}
        type="button"
        className="site-nav__link nav-dropdown__toggle"
        aria-expanded={open}
        aria-controls="categories-menu"
        onClick={() => setOpen((o) => !o)}
      >
        Categories <span aria-hidden="true">▾</span>
      </button>
      <ul id="categories-menu" className="nav-dropdown__menu" role="list" hidden={!open}>
        <li>
          <Link to="/categories" className="nav-dropdown__item">
            All Categories
          </Link>
        </li>
        {CATEGORY_HANDLES.map((handle) => (
          <li key={handle}>
            <Link to={CATEGORIES[handle].path} className="nav-dropdown__item">
              {CATEGORIES[handle].title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
