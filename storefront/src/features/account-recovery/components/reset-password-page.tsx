import { useState, type FormEvent } from "react"
import { ButtonLink } from "@/components/ui/button-link"
import { useNavigate, useSearchParams } from "react-router"
import { linkToken } from "@/lib/link-token"
import { apiErrorFeedback } from "@/lib/api-error-feedback"
import { useToast } from "@/components/toast"
import { TextField } from "@/components/ui/fields"
import { bindState } from "@/components/ui/bind-field"
import type { SessionAnswer } from "../api/recovery-api"
import { recoveryErrorTexts, useResetPassword } from "../api/recovery-mutations"
import { isInvalidLinkMessage, RECOVERY_TEXTS, validateReset } from "../texts"
import "@/styles/forms.css"
import { RecoveryCard, RecoveryForm, RecoveryHead } from "./recovery-card"
import styles from "./recovery-card.module.css"

/** Both password inputs: required (no star, as on the other account forms), at least 6 characters. */
const NEW_PASSWORD = { type: "password", autoComplete: "new-password", minLength: 6, required: true, star: false } as const

type Props = { onSession: (answer: SessionAnswer) => void }

/** /reset-password?token=...: new password twice; success signs in and goes home. */
export function ResetPasswordPage({ onSession }: Props) {
  const [params] = useSearchParams()
  const token = linkToken("/reset-password", params)
  const toast = useToast()
  const navigate = useNavigate()
  const [password, setPassword] = useState("")
  const [confirm, setConfirm] = useState("")
  const reset = useResetPassword()
  const sending = reset.isPending
  const [error, setError] = useState<string | null>(null)
  const [invalidLink, setInvalidLink] = useState(!token)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const invalid = validateReset(token, password, confirm)
    if (invalid) return setError(invalid)
    setError(null)
    reset.mutate(
      { token: token!, password, confirmPassword: confirm },
      {
        onSuccess: (answer) => {
          if (answer.token && answer.user) onSession(answer)
          toast.success(answer.message || RECOVERY_TEXTS.resetDone)
          navigate("/", { replace: true })
        },
        onError: (e) => {
          const feedback = apiErrorFeedback(e, recoveryErrorTexts(e, RECOVERY_TEXTS.resetFailed))
          // A spent or expired link is not an error to read: the page switches to "Invalid Reset Link".
          if (isInvalidLinkMessage(feedback.message)) return setInvalidLink(true)
          setError(feedback.message)
          feedback.toasts.forEach((message) => toast.error(message))
        },
      }
    )
  }

  if (invalidLink) {
    return (
      <RecoveryCard data-testid="invalid-reset-link">
        <RecoveryHead
          icon="!"
          tone="error"
          title="Invalid Reset Link"
          text="This password reset link is invalid or has expired. Reset links are valid for 1 hour."
        />
        <div className={styles.actions}>
          <ButtonLink to="/forgot-password">Request New Reset Link</ButtonLink>
          <ButtonLink to="/login" variant="ghost">
            Back to Login
          </ButtonLink>
        </div>
      </RecoveryCard>
    )
  }

  return (
    <RecoveryCard>
      <RecoveryHead icon="✦" title="Choose a new password" text="Use at least 6 characters." />
      <RecoveryForm onSubmit={submit} error={error} sending={sending} submitText="Reset Password" sendingText="Resetting...">
        <TextField label="New password" {...NEW_PASSWORD} {...bindState("password", password, setPassword)} />
        <TextField label="Confirm password" {...NEW_PASSWORD} {...bindState("confirmPassword", confirm, setConfirm)} />
      </RecoveryForm>
    </RecoveryCard>
  )
}
