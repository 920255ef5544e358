import { useState, type FormEvent } from "react"
import { useToast } from "@/components/toast"
import { useFormError } from "@/components/ui/use-form-error"
import { TextField } from "@/components/ui/fields"
import { bindField } from "@/components/ui/bind-field"
import { Alert } from "@/components/ui/alert"
import { useChangePassword } from "../api/profile-mutations"
import { PROFILE_TEXTS, validatePasswordChange, type PasswordForm } from "../utils/profile-rules"
import { Button } from "@/components/ui/button"
import { CancelSubmit } from "@/components/ui/cancel-submit"
import styles from "./profile-section.module.css"

const EMPTY: PasswordForm = { currentPassword: "", newPassword: "", confirmPassword: "" }

/** Change Password: opens and closes; the server checks the current password. */
export function PasswordChange({ isGoogleAccount }: { isGoogleAccount: boolean }) {
  const toast = useToast()
  const [open, setOpen] = useState(false)
  const [form, setForm] = useState(EMPTY)
  const change = useChangePassword()
  const saving = change.isPending
  const { error, setError, rejects, reportFailure } = useFormError()
  const set = (key: keyof PasswordForm) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [key]: e.target.value }))

  const close = () => {
    setOpen(false)
    setForm(EMPTY)
    setError(null)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (rejects(validatePasswordChange(form))) return
    change.mutate(
      { currentPassword: form.currentPassword, newPassword: form.newPassword },
      {
        onSuccess: (answer) => {
          toast.success(answer.message || PROFILE_TEXTS.passwordUpdated)
          close()
        },
        onError: (e) => reportFailure(e, { failed: PROFILE_TEXTS.passwordFailed, network: PROFILE_TEXTS.passwordError }),
      }
    )
  }

  return (
    <section className="panel" aria-labelledby="password-title">
      <div className={styles.head}>
        <h2 id="password-title" className="panel__title">
          Password
        </h2>
        {!open && (
          <Button variant="ghost" size="small" onClick={() => setOpen(true)}>
            Change Password
          </Button>
        )}
      </div>
      {!open ? (
        <p className={styles.muted}>
          {isGoogleAccount
            ? "You sign in with Google. You can still set a password here if you have one."
            : "Keep your account safe with a strong password."}
        </p>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          {error && <Alert tone="error">{error}</Alert>}
          <TextField
            label="Current password"
            type="password"
            {...bindField(form, set, "currentPassword")}
            autoComplete="current-password"
            required
            star={false}
          />
          <div className="form__row form__row--2">
            <TextField
              label="New password"
              type="password"
              {...bindField(form, set, "newPassword")}
              autoComplete="new-password"
              minLength={6}
              required
              star={false}
            />
            <TextField
              label="Confirm new password"
              type="password"
              {...bindField(form, set, "confirmPassword")}
              name="confirmNewPassword"
              autoComplete="new-password"
              minLength={6}
              required
              star={false}
            />
          </div>
          <div className={styles.formActions}>
            <CancelSubmit onCancel={close} busy={saving} submitText="Update Password" busyText="Updating..." />
          </div>
        </form>
      )}
    </section>
  )
}
