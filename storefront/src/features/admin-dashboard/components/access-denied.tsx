import { Link } from "react-router"
import { StateCard } from "@/components/ui/state-card"
import { ACCESS_DENIED_TEXT } from "../utils/access"
import { buttonClass } from "@/components/ui/button"

/** Everyone but an operator sees this; a signed-out visitor also gets a way to sign in. */
export function AccessDenied({ signedIn }: { signedIn: boolean }) {
  return (
    <section className="page page--narrow">
      <StateCard
        icon="🔒"
        title="Access Denied"
        text={ACCESS_DENIED_TEXT}
        testId="admin-access-denied"
        actions={
          <>
            {!signedIn && (
              <Link className={buttonClass()} to="/login?from=%2Fadmin" state={{ from: "/admin" }}>
                Login
              </Link>
            )}
            <Link className={buttonClass({ variant: signedIn ? "primary" : "ghost" })} to="/">
              Back to home
            </Link>
          </>
        }
      />
    </section>
  )
}
