import { useState, type FormEvent } from "react"
import { Link } from "react-router"
import { TextField } from "@/components/ui/fields"
import { bindState } from "@/components/ui/bind-field"
import { BusyText } from "@/components/ui/spinner"
import { useAfterSignIn } from "../hooks/use-after-sign-in"
import { useAuth } from "../hooks/use-auth"
import { validateLogin, welcomeBack } from "../utils/validators"
import { FormAlert } from "@/components/ui/alert"
import { Button } from "@/components/ui/button"
import styles from "./login-form.module.css"

type Props = {
  /** Info shown above the form (e.g. after "Account already exists!"). */
  info?: string | null
  /** The separate /login page links to /forgot-password; the combined page too. */
  showForgotLink?: boolean
}

/** E-mail login: "Please fill in all fields", then the server's answer (Google accounts get their own text). */
export function LoginForm({ info, showForgotLink = true }: Props) {
  const { login, loading } = useAuth()
  const afterSignIn = useAfterSignIn()
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")
  const [error, setError] = useState<{ heading?: string; message: string; details: string[] } | null>(null)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const invalid = validateLogin({ email, password })
    if (invalid) return setError({ message: invalid, details: [] })
    setError(null)
    const result = await login(email.trim(), password)
    if (result.success) afterSignIn(result.user, welcomeBack)
    else setError({ heading: result.heading, message: result.error, details: result.errors })
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-describedby={error ? "login-error" : undefined}>
      <FormAlert message={info ?? null} tone="info" />
      <div id="login-error">
        <FormAlert heading={error?.heading} message={error?.message ?? null} details={error?.details} />
      </div>
      <TextField label="Email" type="email" {...bindState("email", email, setEmail)} autoComplete="email" required star={false} />
      <TextField
        label="Password"
        type="password"
        {...bindState("password", password, setPassword)}
        autoComplete="current-password"
        required
        star={false}
      />
      {showForgotLink && (
        <p className={styles.aside}>
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
      )}
      <Button type="submit" block disabled={loading}>
        <BusyText busy={loading} busyText="Logging in...">
          Login
        </BusyText>
      </Button>
    </form>
  )
}
