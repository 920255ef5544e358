import { useState, type FormEvent } from "react"
import { isApiError } from "@/lib/api"
import { useToast } from "@/components/toast"
import { Field } from "@/components/ui/field"
import { Alert } from "@/components/ui/alert"
import { changePasswordRequest } from "../api/profile-api"
import { PROFILE_TEXTS, validatePasswordChange, type PasswordForm } from "../utils/profile-rules"

const EMPTY: PasswordForm = { currentPassword: "", newPassword: "", confirmPassword: "" }

/** Change Password: opens and closes; the server checks the current password. */
export function PasswordChange({ isGoogleAccount }: { isGoogleAccount: boolean }) {
  const toast = useToast()
  const [open, setOpen] = useState(false)
  const [form, setForm] = useState(EMPTY)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const set = (key: keyof PasswordForm) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [key]: e.target.value }))

  const close = () => {
    setOpen(false)
    setForm(EMPTY)
    setError(null)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const invalid = validatePasswordChange(form)
    if (invalid) {
      setError(invalid)
      return toast.error(invalid)
    }
    setSaving(true)
    setError(null)
    try {
      const answer = await changePasswordRequest(form.currentPassword, form.newPassword)
      toast.success(answer.message || PROFILE_TEXTS.passwordUpdated)
      close()
    } catch (e) {
      if (isApiError(e) && e.kind === "http") {
        const messages = e.errors.map((x) => x.msg).filter(Boolean)
        if (messages.length) messages.forEach((m) => toast.error(m))
        else toast.error(e.message || PROFILE_TEXTS.passwordFailed)
        setError(messages[0] ?? (e.message || PROFILE_TEXTS.passwordFailed))
      } else {
        toast.error(PROFILE_TEXTS.passwordError)
        setError(PROFILE_TEXTS.passwordError)
      }
    } finally {
      setSaving(false)
    }
  }

  return (
    <section className="panel" aria-labelledby="password-title">
      <div className="profile-section__head">
        <h2 id="password-title" className="panel__title">
          Password
        </h2>
        {!open && (
          <button type="button" className="button button--ghost button--small" onClick={() => setOpen(true)}>
            Change Password
          </button>
        )}
      </div>
      {!open ? (
        <p className="profile-muted">
          {isGoogleAccount ? "You sign in with Google. You can still set a password here if you have one." : "Keep your account safe with a strong password."}
        </p>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          {error && <Alert tone="error">{error}</Alert>}
          <Field label="Current password">
            {(field) => <input {...field} className="input" type="password" name="currentPassword" autoComplete="current-password" value={form.currentPassword} onChange={set("currentPassword")} required />}
          </Field>
          <div className="form__row form__row--2">
            <Field label="New password">
              {(field) => <input {...field} className="input" type="password" name="newPassword" autoComplete="new-password" minLength={6} value={form.newPassword} onChange={set("newPassword")} required />}
            </Field>
            <Field label="Confirm new password">
              {(field) => <input {...field} className="input" type="password" name="confirmNewPassword" autoComplete="new-password" minLength={6} value={form.confirmPassword} onChange={set("confirmPassword")} required />}
            </Field>
          </div>
          <div className="profile-form__actions">
            <button type="button" className="button button--ghost" onClick={close} disabled={saving}>
              Cancel
            </button>
            <button type="submit" className="button button--primary" disabled={saving}>
              {saving ? "Updating..." : "Update Password"}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}
