import { Link } from "react-router"
import { useAuth } from "@/features/auth/hooks/use-auth"
import { cx } from "@/components/ui/cx"
import { useHeaderMenu } from "./use-header-menu"
import iconStyles from "./icon-button.module.css"
import panelStyles from "./menu-panel.module.css"
import styles from "./user-menu.module.css"

/** The user icon and its menu: the logged-in and logged-out entries of requirements LAY-04. */
export function UserMenu() {
  const { user, isAuthenticated, logout } = useAuth()
  const { open, setOpen, close, ref, toggleRef } = useHeaderMenu()

  const signedIn = isAuthenticated && user
  const initial = signedIn ? (user.firstName || user.name || user.email).trim().charAt(0).toUpperCase() : ""

  return (
    <div className={styles.userMenu} ref={ref}>
      <button
        ref={toggleRef}
        type="button"
        className={iconStyles.iconButton}
        aria-expanded={open}
        aria-controls="user-menu-panel"
        aria-label={signedIn ? `Account menu for ${user.name || user.email}` : "Account menu"}
        onClick={() => setOpen((o) => !o)}
        data-testid="user-menu-button"
      >
        {signedIn ? (
          <span className={iconStyles.initial} aria-hidden="true">
            {initial}
          </span>
        ) : (
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        )}
      </button>
      <div id="user-menu-panel" className={cx(panelStyles.panel, styles.panel)} hidden={!open}>
        {signedIn && (
          <div className={styles.who}>
            <p className={styles.name}>{user.name || `${user.firstName} ${user.lastName}`.trim()}</p>
            <p className={styles.email}>{user.email}</p>
          </div>
        )}
        <ul role="list">
          {signedIn ? (
            <>
              <MenuLink to="/profile">My Profile</MenuLink>
              <MenuLink to="/orders">My Orders</MenuLink>
              <MenuLink to="/wishlist">My Wishlist</MenuLink>
              <MenuLink to="/faq">FAQ</MenuLink>
              <MenuLink to="/contact">Contact Us</MenuLink>
              <li>
                <button
                  type="button"
                  className={cx(panelStyles.item, styles.logout)}
                  onClick={() => {
                    close()
                    logout()
                  }}
                >
                  Logout
                </button>
              </li>
            </>
          ) : (
            <>
              <MenuLink to="/login">Login</MenuLink>
              <MenuLink to="/signup">Sign Up</MenuLink>
              <MenuLink to="/faq">FAQ</MenuLink>
              <MenuLink to="/contact">Contact Us</MenuLink>
            </>
          )}
        </ul>
      </div>
    </div>
  )
}

function MenuLink({ to, children }: { to: string; children: string }) {
  return (
    <li>
      <Link to={to} className={panelStyles.item}>
        {children}
      </Link>
    </li>
  )
}
