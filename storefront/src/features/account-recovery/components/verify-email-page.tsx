import { useEffect, useState, type FormEvent } from "react"
import { ButtonLink } from "@/components/ui/button-link"
import { useNavigate, useSearchParams } from "react-router"
import { linkToken, oncePerToken } from "@/lib/link-token"
import { apiErrorFeedback } from "@/lib/api-error-feedback"
import { useToast } from "@/components/toast"
import { useFormError } from "@/components/ui/use-form-error"
import { TextField } from "@/components/ui/fields"
import { bindState } from "@/components/ui/bind-field"
import { verifyEmailRequest, type SessionAnswer } from "../api/recovery-api"
import { recoveryErrorTexts, useResendVerification } from "../api/recovery-mutations"
import { RECOVERY_TEXTS, REDIRECT_AFTER_VERIFY_MS } from "../texts"
import "@/styles/forms.css"
import { Spinner } from "@/components/ui/spinner"
import { Alert } from "@/components/ui/alert"
import { Button } from "@/components/ui/button"
import { cx } from "@/components/ui/cx"
import { RecoveryCard, RecoveryHead } from "./recovery-card"
import styles from "./recovery-card.module.css"

// A verification link works once (a re-mount must not spend it twice).
const verifyOnce = oncePerToken(verifyEmailRequest)

type Props = { onSession: (answer: SessionAnswer) => void }
type State = { kind: "verifying" } | { kind: "success" } | { kind: "error"; message: string }

/** /verify-email?token=...: verifying, then success (signed in, home in 2 s) or error with Resend. */
export function VerifyEmailPage({ onSession }: Props) {
  const [params] = useSearchParams()
  const token = linkToken("/verify-email", params) ?? ""
  const toast = useToast()
  const navigate = useNavigate()
  const [state, setState] = useState<State>(() => (token ? { kind: "verifying" } : { kind: "error", message: RECOVERY_TEXTS.noToken }))

  useEffect(() => {
    if (!token) return
    let active = true
    let timer: ReturnType<typeof setTimeout> | undefined
    verifyOnce(token)
      .then((answer) => {
        if (!active) return
        setState({ kind: "success" })
        if (answer.token && answer.user) {
          onSession(answer)
          toast.success(answer.message || RECOVERY_TEXTS.verified)
          timer = setTimeout(() => navigate("/"), REDIRECT_AFTER_VERIFY_MS)
        }
      })
      .catch((e: unknown) => {
        if (!active) return
        setState({ kind: "error", message: apiErrorFeedback(e, recoveryErrorTexts(e, RECOVERY_TEXTS.verifyFailed)).message })
      })
    return () => {
      active = false
      clearTimeout(timer)
    }
    // onSession/toast/navigate are stable enough; the token decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token])

  return (
    <RecoveryCard aria-live="polite" data-testid="verify-email" data-state={state.kind}>
      {state.kind === "verifying" && <RecoveryHead icon={<Spinner dark />} title="Verifying your email…" text="Please wait a moment." />}
      {state.kind === "success" && (
        <>
          <RecoveryHead icon="✓" tone="success" title="Email verified!" text={RECOVERY_TEXTS.verified} />
          <div className={styles.actions}>
            <ButtonLink to="/categories">Continue Shopping</ButtonLink>
          </div>
        </>
      )}
      {state.kind === "error" && <VerifyError message={state.message} />}
    </RecoveryCard>
  )
}

function VerifyError({ message }: { message: string }) {
  const toast = useToast()
  const [email, setEmail] = useState("")
  const resendVerification = useResendVerification()
  const sending = resendVerification.isPending
  const { error, setError, reportFailure } = useFormError()

  const resend = (event: FormEvent) => {
    event.preventDefault()
    if (!email.trim()) return setError(RECOVERY_TEXTS.enterEmail)
    setError(null)
    resendVerification.mutate(email.trim(), {
      onSuccess: (answer) => toast.success(answer.message || RECOVERY_TEXTS.resent),
      onError: (e) => reportFailure(e, recoveryErrorTexts(e, RECOVERY_TEXTS.resendFailed)),
    })
  }

  return (
    <>
      <RecoveryHead icon="!" tone="error" title="Verification failed" text={message} textRole="alert" />
      <form className={cx("form", styles.form)} onSubmit={resend} noValidate>
        {error && <Alert tone="error">{error}</Alert>}
        <TextField label="Email" type="email" {...bindState("email", email, setEmail)} autoComplete="email" />
        <Button type="submit" block disabled={sending}>
          {sending ? "Sending..." : "Resend Verification Email"}
        </Button>
      </form>
      <div className={styles.actions}>
        <ButtonLink to="/login" variant="ghost">
          Back to Login
        </ButtonLink>
        <ButtonLink to="/" variant="ghost">
          Go to Homepage
        </ButtonLink>
      </div>
    </>
  )
}
