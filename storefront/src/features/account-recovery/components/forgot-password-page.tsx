import { useState, type FormEvent } from "react"
import { ButtonLink } from "@/components/ui/button-link"
import { Link } from "react-router"
import { useToast } from "@/components/toast"
import { useFormError } from "@/components/ui/use-form-error"
import { TextField } from "@/components/ui/fields"
import { bindState } from "@/components/ui/bind-field"
import { recoveryErrorTexts, useForgotPassword } from "../api/recovery-mutations"
import { RECOVERY_TEXTS } from "../texts"
import "@/styles/forms.css"
import { Button } from "@/components/ui/button"
import { RecoveryCard, RecoveryForm, RecoveryHead } from "./recovery-card"
import styles from "./recovery-card.module.css"
import { EmailLogNote } from "@/components/email-log-note"

/** /forgot-password: the e-mail form, then "Check Your Email" (never says whether the account exists). */
export function ForgotPasswordPage() {
  const toast = useToast()
  const [email, setEmail] = useState("")
  const [sentTo, setSentTo] = useState<string | null>(null)
  const forgot = useForgotPassword()
  const sending = forgot.isPending
  const { error, setError, reportFailure } = useFormError()

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
      onError: (e) => reportFailure(e, recoveryErrorTexts(e, RECOVERY_TEXTS.forgotFailed)),
    })
  }

  if (sentTo) {
    return (
      <RecoveryCard data-testid="check-email">
        <RecoveryHead
          icon="✉"
          tone="success"
          title="Check Your Email"
          text={
            <>
              If an account exists for <strong>{sentTo}</strong>, we have sent a link to reset your password.
            </>
          }
        />
        <EmailLogNote />
        <ol className={styles.steps}>
          <li>Open the e-mail from us (check your spam folder too).</li>
          <li>Click the reset link; it is valid for 1 hour.</li>
          <li>Choose a new password of at least 6 characters.</li>
          <li>You will be logged in with your new password.</li>
        </ol>
        <div className={styles.actions}>
          <Button
            variant="ghost"
            onClick={() => {
              setSentTo(null)
              setEmail("")
            }}
          >
            Try Different Email
          </Button>
          <ButtonLink to="/login">Back to Login</ButtonLink>
        </div>
      </RecoveryCard>
    )
  }

  return (
    <RecoveryCard>
      <RecoveryHead
        icon="?"
        title="Forgot your password?"
        text="Enter the e-mail you signed up with and we will send you a link to reset it."
      />
      <RecoveryForm
        onSubmit={submit}
        error={error}
        sending={sending}
        submitText="Send Reset Link"
        sendingText="Sending..."
        moreLinks={<Link to="/signup">Create an account</Link>}
      >
        <TextField label="Email" type="email" {...bindState("email", email, setEmail)} autoComplete="email" required star={false} />
      </RecoveryForm>
    </RecoveryCard>
  )
}
