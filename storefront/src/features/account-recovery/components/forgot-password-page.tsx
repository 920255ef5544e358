import { useState, type FormEvent } from "react"
import { Link } from "react-router"
import { reportApiError } from "@/lib/api-error-feedback"
import { useDocumentTitle } from "@/lib/use-document-title"
import { useToast } from "@/components/toast"
import { Field } from "@/components/ui/field"
import { recoveryErrorTexts, useForgotPassword } from "../api/recovery-mutations"
import { RECOVERY_TEXTS } from "../texts"
import "@/styles/forms.css"
import "@/styles/auth.css"
import { Alert } from "@/components/ui/alert"

/** /forgot-password: the e-mail form, then "Check Your Email" (never says whether the account exists). */
export function ForgotPasswordPage() {
  useDocumentTitle("Forgot password")
  const toast = useToast()
  const [email, setEmail] = useState("")
  const [sentTo, setSentTo] = useState<string | null>(null)
  const forgot = useForgotPassword()
  const sending = forgot.isPending
  const [error, setError] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const address = email.trim()
    if (!address) return setError(RECOVERY_TEXTS.enterEmail)
    setError(null)
    forgot.mutate(address, {
      onSuccess: (answer) => {
        toast.success(answer.message || RECOVERY_TEXTS.forgotSent)
        setSentTo(address)
      },
      onError: (e) => setError(reportApiError(e, recoveryErrorTexts(e, RECOVERY_TEXTS.forgotFailed), toast.error).message),
    })
  }

  if (sentTo) {
    return (
      <div className="page auth-page">
        <section className="recovery-card" data-testid="check-email">
          <span className="recovery-card__icon recovery-card__icon--success" aria-hidden="true">
            ✉
          </span>
          <h1 className="recovery-card__title">Check Your Email</h1>
          <p className="recovery-card__text">
            If an account exists for <strong>{sentTo}</strong>, we have sent a link to reset your password.
          </p>
          <ol className="recovery-steps">
            <li>Open the e-mail from us (check your spam folder too).</li>
            <li>Click the reset link; it is valid for 1 hour.</li>
            <li>Choose a new password of at least 6 characters.</li>
            <li>You will be logged in with your new password.</li>
          </ol>
          <div className="recovery-card__actions">
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setSentTo(null)
                setEmail("")
              }}
            >
              Try Different Email
            </button>
            <Link className="button button--primary" to="/login">
              Back to Login
            </Link>
          </div>
        </section>
      </div>
    )
  }

  return (
    <div className="page auth-page">
      <section className="recovery-card">
        <span className="recovery-card__icon" aria-hidden="true">
          ?
        </span>
        <h1 className="recovery-card__title">Forgot your password?</h1>
        <p className="recovery-card__text">Enter the e-mail you signed up with and we will send you a link to reset it.</p>
        <form className="form" onSubmit={submit} noValidate>
          {error && <Alert tone="error">{error}</Alert>}
          <Field label="Email">
            {(field) => <input {...field} className="input" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />}
          </Field>
          <button type="submit" className="button button--primary button--block" disabled={sending}>
            {sending ? "Sending..." : "Send Reset Link"}
          </button>
        </form>
        <p className="recovery-card__links">
          <Link to="/login">Back to Login</Link>
          <Link to="/signup">Create an account</Link>
        </p>
      </section>
    </div>
  )
}
