import { Link } from "react-router"
import { ACCESS_DENIED_TEXT } from "../utils/access"

/** Everyone but an operator sees this; a signed-out visitor also gets a way to sign in. */
export function AccessDenied({ signedIn }: { signedIn: boolean }) {
  return (
    <section className="page page--narrow">
      <div className="state-card" data-testid="admin-access-denied">
        <span className="state-card__icon" aria-hidden="true">
          🔒
        </span>
        <h1 className="state-card__title">Access Denied</h1>
        <p className="state-card__text">{ACCESS_DENIED_TEXT}</p>
        <div className="state-card__actions">
          {!signedIn && (
            <Link className="button button--primary" to="/login" state={{ from: "/admin" }}>
              Login
            </Link>
          )}
          <Link className={`button ${signedIn ? "button--primary" : "button--ghost"}`} to="/">
            Back to home
          </Link>
        </div>
      </div>
    </section>
  )
}
