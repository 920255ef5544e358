import { NavLink } from "react-router"
import { CATEGORIES, CATEGORY_HANDLES } from "@/lib/categories"
import { CloseButton } from "@/components/close-button"
import { cx } from "@/components/ui/cx"
import { useSlideInPanel } from "@/lib/use-slide-in-panel"
import styles from "./mobile-nav.module.css"

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
  const { panelRef, closeRef } = useSlideInPanel<HTMLElement>(open, onClose, "scroll-locked--nav")

  return (
    <>
      <div
        className={cx(styles.overlay, open && styles.overlayOpen)}
        onClick={onClose}
        aria-hidden="true"
        data-testid="mobile-nav-overlay"
      />
      <nav ref={panelRef} id="mobile-nav" className={styles.panel} aria-label="Main menu" hidden={!open} data-testid="mobile-nav">
        <div className={styles.head}>
          <span className={styles.title}>Menu</span>
          <CloseButton ref={closeRef} onClick={onClose} aria-label="Close menu" />
        </div>
        <ul role="list" className={styles.list}>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) => cx(styles.link, isActive && styles.active)}
                onClick={onClose}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  )
}
