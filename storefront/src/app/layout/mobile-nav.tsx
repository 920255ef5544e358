import { useEffect, useRef } from "react"
import { NavLink } from "react-router"
import { CATEGORIES, CATEGORY_HANDLES } from "@/lib/categories"
import { useFocusTrap } from "@/lib/use-focus-trap"

type Props = { open: boolean; onClose: () => void }

const LINKS = [
  { to: "/", label: "Home", end: true },
  { to: "/categories", label: "All Categories" },
  ...CATEGORY_HANDLES.map((h) => ({ to: CATEGORIES[h].path, label: CATEGORIES[h].title })),
  { to: "/wishlist", label: "My Wishlist" },
  { to: "/about", label: "About Us" },
  { to: "/faq", label: "FAQ" },
  { to: "/shipping-returns", label: "Shipping & Returns" },
  { to: "/contact", label: "Contact Us" },
]

/** The hamburger's slide-in navigation panel with an overlay; Escape, the overlay and the close button close it. */
export function MobileNav({ open, onClose }: Props) {
  const closeRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLElement>(null)
  useFocusTrap(panelRef, open)
  useEffect(() => {
    if (!open) return
    closeRef.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose()
    }
    document.addEventListener("keydown", onKey)
    document.body.classList.add("scroll-locked--nav")
    return () => {
      document.removeEventListener("keydown", onKey)
      document.body.classList.remove("scroll-locked--nav")
    }
  }, [open, onClose])

  return (
    <>
      <div className={`mobile-nav__overlay ${open ? "mobile-nav__overlay--open" : ""}`} onClick={onClose} aria-hidden="true" data-testid="mobile-nav-overlay" />
      <nav
        ref={panelRef}
        id="mobile-nav"
        className={`mobile-nav ${open ? "mobile-nav--open" : ""}`}
        aria-label="Main menu"
        hidden={!open}
        data-testid="mobile-nav"
      >
        <div className="mobile-nav__head">
          <span className="mobile-nav__title">Menu</span>
          <button ref={closeRef} type="button" className="mobile-nav__close" onClick={onClose} aria-label="Close menu">
            ×
          </button>
        </div>
        <ul role="list" className="mobile-nav__list">
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className="mobile-nav__link" onClick={onClose}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  )
}
