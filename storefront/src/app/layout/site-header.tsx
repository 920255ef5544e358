import { useCallback, useEffect, useState, type ReactNode } from "react"
import { Link, NavLink, useLocation } from "react-router"
import { useLoginPrompt } from "@/components/login-dialog"
import { DEFAULT_STORE_NAME, useConfig } from "@/lib/config"
import { CartLink } from "./cart-link"
import { CategoriesDropdown } from "./categories-dropdown"
import { FestivalStrip } from "./festival-strip"
import { HeaderSearch } from "./header-search"
import { MobileNav } from "./mobile-nav"
import { UserMenu } from "./user-menu"
import { CloseButton } from "@/components/close-button"
import { cx } from "@/components/ui/cx"
import iconStyles from "./icon-button.module.css"
import navStyles from "./site-nav.module.css"
import styles from "./site-header.module.css"

type MobileToggleProps = { label: string; open: boolean; controls: string; onClick: () => void; testId: string; children: ReactNode }

/** A mobile-only icon button that opens the panel it controls; `children` draw its 24×24 icon. */
function MobileToggle({ label, open, controls, onClick, testId, children }: MobileToggleProps) {
  return (
    <button
      type="button"
      className={cx(iconStyles.iconButton, styles.mobileOnly)}
      aria-label={label}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onClick}
      data-testid={testId}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        {children}
      </svg>
    </button>
  )
}

/**
 * Desktop: brand, navigation with the Categories dropdown, search with
 * suggestions, user menu, cart. Mobile: hamburger with a slide-in panel,
 * a search toggle that opens a full-width search with a close button.
 */
/** NavLink marks the current page's link. */
const navLinkClass = ({ isActive }: { isActive: boolean }) => cx(navStyles.link, isActive && navStyles.active)

export function SiteHeader() {
  const { data } = useConfig()
  const storeName = data?.storeName ?? DEFAULT_STORE_NAME
  const promptLogin = useLoginPrompt()
  const [navOpen, setNavOpen] = useState(false)
  const [searchOpen, setSearchOpen] = useState(false)
  const { pathname } = useLocation()
  const closeNav = useCallback(() => setNavOpen(false), [])
  const closeSearch = useCallback(() => setSearchOpen(false), [])

  useEffect(() => {
    setNavOpen(false)
    setSearchOpen(false)
  }, [pathname])

  return (
    <>
      <FestivalStrip />
      <header className={styles.header}>
        <div className={styles.inner}>
          <MobileToggle label="Open menu" open={navOpen} controls="mobile-nav" onClick={() => setNavOpen(true)} testId="hamburger">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </MobileToggle>
          <Link to="/" className={styles.brand}>
            {storeName}
          </Link>
          <nav aria-label="Main" className={navStyles.nav}>
            <ul className={navStyles.list} role="list">
              <li>
                <NavLink to="/" end className={navLinkClass}>
                  Home
                </NavLink>
              </li>
              <li>
                <CategoriesDropdown />
              </li>
              <li>
                <NavLink to="/about" className={navLinkClass}>
                  About
                </NavLink>
              </li>
              <li>
                <NavLink to="/faq" className={navLinkClass}>
                  FAQ
                </NavLink>
              </li>
            </ul>
          </nav>
          <HeaderSearch className={styles.search} />
          <div className={styles.actions}>
            <MobileToggle
              label="Open search"
              open={searchOpen}
              controls="mobile-search"
              onClick={() => setSearchOpen((o) => !o)}
              testId="search-toggle"
            >
              <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="1.8" />
              <path d="m20 20-4-4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </MobileToggle>
            <UserMenu />
            <CartLink onPromptLogin={promptLogin} />
          </div>
        </div>
        {searchOpen && (
          <div id="mobile-search" className={styles.mobileSearch}>
            <HeaderSearch autoFocus onDone={closeSearch} className={styles.mobileSearchBox} />
            <CloseButton onClick={closeSearch} aria-label="Close search" />
          </div>
        )}
      </header>
      <MobileNav open={navOpen} onClose={closeNav} />
    </>
  )
}
