import { useCallback, useState } from "react"
import { Link, useLocation, useNavigate, useSearchParams } from "react-router"
import { useGoogleFlow } from "../hooks/use-google-flow"
import { AccountNotFoundDialog } from "./account-not-found-dialog"
import { FormAlert } from "@/components/ui/alert"
import { AuthShell } from "./auth-shell"
import { GoogleSignIn } from "./google-sign-in"
import { LoginForm } from "./login-form"
import { SignupForm } from "./signup-form"
import { Button } from "@/components/ui/button"
import styles from "./sign-in-pages.module.css"

type Mode = "login" | "signup"

/** The Google button and its "Account Not Found" dialog, for either mode. */
function GoogleSection({ mode, onUserExists }: { mode: Mode; onUserExists: (message: string) => void }) {
  const google = useGoogleFlow(onUserExists)
  return (
    <>
      <FormAlert message={google.error} />
      <GoogleSignIn mode={mode} onCredential={mode === "signup" ? google.signUp : google.signIn} disabled={google.busy} />
      <AccountNotFoundDialog
        open={google.notFound !== null}
        email={google.notFound?.userInfo?.email}
        busy={google.busy}
        onSignUp={() => google.confirmSignUp()}
        onCancel={google.cancelSignUp}
      />
    </>
  )
}

/** /auth: login and signup modes (?mode=signup), back to where the shopper came from. */
export function CombinedAuthPage() {
  const [params, setParams] = useSearchParams()
  const mode: Mode = params.get("mode") === "signup" ? "signup" : "login"
  const [info, setInfo] = useState<string | null>(null)

  // Keeps location.state (where the shopper came from) when switching modes.
  const location = useLocation()
  const switchTo = useCallback(
    (next: Mode, message: string | null = null) => {
      setInfo(message)
      setParams(next === "signup" ? { mode: "signup" } : {}, { replace: true, state: location.state })
    },
    [setParams, location.state]
  )
  const onUserExists = useCallback((message: string) => switchTo("login", message), [switchTo])

  return (
    <AuthShell
      title={mode === "signup" ? "Create an account" : "Welcome back"}
      subtitle={mode === "signup" ? "Join us to save your cart, wishlist and orders." : "Login to your account to continue."}
      footer={
        mode === "signup" ? (
          <p>
            Already have an account?{" "}
            <Button variant="link" onClick={() => switchTo("login")}>
              Login
            </Button>
          </p>
        ) : (
          <p>
            New here?{" "}
            <Button variant="link" onClick={() => switchTo("signup")}>
              Create an account
            </Button>
          </p>
        )
      }
    >
      <div className={styles.tabs} role="tablist" aria-label="Login or sign up">
        <button type="button" role="tab" aria-selected={mode === "login"} className={styles.tab} onClick={() => switchTo("login")}>
          Login
        </button>
        <button type="button" role="tab" aria-selected={mode === "signup"} className={styles.tab} onClick={() => switchTo("signup")}>
          Sign Up
        </button>
      </div>
      {mode === "signup" ? <SignupForm withConfirmation={false} /> : <LoginForm info={info} />}
      <GoogleSection key={mode} mode={mode} onUserExists={onUserExists} />
    </AuthShell>
  )
}

/** /login: links to /forgot-password and /signup. */
export function LoginPage() {
  const location = useLocation()
  const info = (location.state as { info?: unknown } | null)?.info
  const [message, setMessage] = useState<string | null>(typeof info === "string" ? info : null)
  return (
    <AuthShell
      title="Welcome back"
      subtitle="Login to your account to continue."
      footer={
        <p>
          Don&apos;t have an account?{" "}
          <Link to="/signup" state={location.state}>
            Sign up
          </Link>
        </p>
      }
    >
      <LoginForm info={message} />
      <GoogleSection mode="login" onUserExists={setMessage} />
    </AuthShell>
  )
}

/** /signup: password and confirmation; a link to /login. */
export function SignupPage() {
  const navigate = useNavigate()
  const location = useLocation()
  const onUserExists = useCallback(
    (message: string) => navigate("/login", { state: { ...(location.state as object | null), info: message } }),
    [navigate, location.state]
  )
  return (
    <AuthShell
      title="Create an account"
      subtitle="Join us to save your cart, wishlist and orders."
      footer={
        <p>
          Already have an account?{" "}
          <Link to="/login" state={location.state}>
            Login
          </Link>
        </p>
      }
    >
      <SignupForm withConfirmation />
      <GoogleSection mode="signup" onUserExists={onUserExists} />
    </AuthShell>
  )
}
