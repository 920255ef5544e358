import { useCallback, useEffect, useState } from "react"
import { Link, NavLink, useLocation } from "react-router"
import { useLoginPrompt } from "@/components/login-dialog"
import { DEFAULT_STORE_NAME, useConfig } from "@/lib/config"
import { CartLink } from "./cart-link"
import { CategoriesDropdown } from "./categories-dropdown"
import { FestivalStrip } from "./festival-strip"
import { HeaderSearch } from "./header-search"
import { MobileNav } from "./mobile-nav"
import { UserMenu } from "./user-menu"
import "@/styles/shell.css"

/**
 * Desktop: brand, navigation with the Categories dropdown, search with
 * suggestions, user menu, cart. Mobile: hamburger with a slide-in panel,
 * a search toggle that opens a full-width search with a close button.
 */
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
      <header className="site-header">
        <div className="site-header__inner">
          <button
            type="button"
            className="icon-button site-header__hamburger"
            aria-label="Open menu"
            aria-expanded={navOpen}
            aria-controls="mobile-nav"
            onClick={() => setNavOpen(true)}
            data-testid="hamburger"
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
          <Link to="/" className="site-header__brand">
            {storeName}
          </Link>
          <nav aria-label="Main" className="site-nav">
            <ul className="site-nav__list" role="list">
              <li>
                <NavLink to="/" end className="site-nav__link">
                  Home
                </NavLink>
              </li>
              <li>
                <CategoriesDropdown />
              </li>
              <li>
                <NavLink to="/about" className="site-nav__link">
                  About
                </NavLink>
              </li>
              <li>
                <NavLink to="/faq" className="site-nav__link">
                  FAQ
                </NavLink>
              </li>
            </ul>
          </nav>
          <HeaderSearch className="site-header__search" />
          <div className="site-header__actions">
            <button
              type="button"
              className="icon-button site-header__search-toggle"
              aria-label="Open search"
              aria-expanded={searchOpen}
              aria-controls="mobile-search"
              onClick={() => setSearchOpen((o) => !o)}
              data-testid="search-toggle"
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="1.8" />
                <path d="m20 20-4-4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              </svg>
            </button>
            <UserMenu />
            <CartLink onPromptLogin={promptLogin} />
          </div>
        </div>
        {searchOpen && (
          <div id="mobile-search" className="mobile-search">
            <HeaderSearch autoFocus onDone={closeSearch} className="mobile-search__box" />
            <button type="button" className="mobile-search__close" onClick={closeSearch} aria-label="Close search">
              ×
            </button>
          </div>
        )}
      </header>
      <MobileNav open={navOpen} onClose={closeNav} />
    </>
  )
}
