import { useState, type FormEvent } from "react"
import { useToast } from "@/components/toast"
import { useFormError } from "@/components/ui/use-form-error"
import { TextAreaField, TextField } from "@/components/ui/fields"
import { bindField } from "@/components/ui/bind-field"
import { Alert } from "@/components/ui/alert"
import { useUpdateProfile } from "../api/profile-mutations"
import type { ProfileUser } from "../types"
import { changesEmail, PROFILE_TEXTS, validateProfile, type ProfileForm } from "../utils/profile-rules"
import { Button } from "@/components/ui/button"
import { CancelSubmit } from "@/components/ui/cancel-submit"
import section from "./profile-section.module.css"
import { cx } from "@/components/ui/cx"
import styles from "./profile-info.module.css"
import { EmailLogNote } from "@/components/email-log-note"

const toForm = (user: ProfileUser): ProfileForm => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: user.phone,
  address: user.address,
  currentPassword: "",
  gstin: user.gstin ?? "",
  businessName: user.businessName ?? "",
  hadBusiness: !!user.gstin,
})

type OrderAddress = { street: string; city: string; state: string; zipCode: string; phone: string }
type Props = {
  user: ProfileUser
  /** The newest order's delivery address: shown where the profile has no phone or address of its own. */
  lastOrderAddress?: OrderAddress | null
  onUserUpdated: (user: ProfileUser) => void
}

/** A detail the profile does not hold, taken from the last order (checkout prefills it the same way). */
const fromLastOrder = (text: string) => (
  <>
    {text} <span className={section.muted}>(from your last order)</span>
  </>
)

/** View, then Edit Profile → save or cancel (cancel resets the form). */
export function ProfileInfo({ user, lastOrderAddress, onUserUpdated }: Props) {
  const toast = useToast()
  const [editing, setEditing] = useState(false)
  const [form, setForm] = useState<ProfileForm>(() => toForm(user))
  const update = useUpdateProfile()
  const saving = update.isPending
  const { error, setError, rejects, reportFailure } = useFormError()
  const set = (key: keyof ProfileForm) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }))

  const cancel = () => {
    setForm(toForm(user))
    setError(null)
    setEditing(false)
  }

  const save = (event: FormEvent) => {
    event.preventDefault()
    if (rejects(validateProfile(form))) return
    update.mutate(form, {
      onSuccess: (answer) => {
        onUserUpdated(answer.user)
        setForm(toForm(answer.user))
        setEditing(false)
        toast.success(answer.message || PROFILE_TEXTS.updated)
      },
      onError: (e) => reportFailure(e, { failed: PROFILE_TEXTS.updateFailed, network: PROFILE_TEXTS.updateError }),
    })
  }

  if (!editing) {
    return (
      <section className="panel" aria-labelledby="profile-info-title">
        <div className={section.head}>
          <h2 id="profile-info-title" className="panel__title">
            Profile Information
          </h2>
          <Button variant="ghost" size="small" onClick={() => setEditing(true)}>
            Edit Profile
          </Button>
        </div>
        <dl className={styles.details} data-testid="profile-details">
          <div>
            <dt>First name</dt>
            <dd>{user.firstName || "—"}</dd>
          </div>
          <div>
            <dt>Last name</dt>
            <dd>{user.lastName || "—"}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>
              {user.email} {!user.isEmailVerified && <span className={cx(styles.tag, styles.tagWarn)}>Not verified</span>}
              {!user.isEmailVerified && <EmailLogNote className={section.muted} />}
              {user.pendingEmail && (
                <span className={section.muted} data-testid="pending-email">
                  {" "}
                  Changing to {user.pendingEmail}: open the link we sent there to confirm.
                </span>
              )}
            </dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>{user.phone || (lastOrderAddress?.phone ? fromLastOrder(lastOrderAddress.phone) : "Not added")}</dd>
          </div>
          <div className={styles.wide}>
            <dt>Address</dt>
            <dd>
              {user.address ||
                (lastOrderAddress
                  ? fromLastOrder(
                      `${lastOrderAddress.street}, ${lastOrderAddress.city}, ${lastOrderAddress.state} ${lastOrderAddress.zipCode}`
                    )
                  : "Not added")}
            </dd>
          </div>
          {user.gstin && (
            <div className={styles.wide}>
              <dt>GSTIN</dt>
              <dd data-testid="profile-gstin">
                {user.gstin}
                {user.businessName ? ` · ${user.businessName}` : ""}
              </dd>
            </div>
          )}
        </dl>
      </section>
    )
  }

  return (
    <section className="panel" aria-labelledby="profile-edit-title">
      <h2 id="profile-edit-title" className="panel__title">
        Edit Profile
      </h2>
      <form className="form" onSubmit={save} noValidate>
        {error && <Alert tone="error">{error}</Alert>}
        <div className="form__row form__row--2">
          <TextField label="First name" {...bindField(form, set, "firstName")} autoComplete="given-name" required />
          <TextField label="Last name" {...bindField(form, set, "lastName")} autoComplete="family-name" required />
        </div>
        <div className="form__row form__row--2">
          <TextField label="Email" type="email" {...bindField(form, set, "email")} autoComplete="email" required />
          <TextField label="Phone" type="tel" {...bindField(form, set, "phone")} autoComplete="tel" />
        </div>
        {changesEmail(form, user.email) && (
          <TextField
            label="Current password"
            star
            type="password"
            {...bindField(form, set, "currentPassword")}
            autoComplete="current-password"
          />
        )}
        <TextAreaField label="Address" {...bindField(form, set, "address")} rows={3} autoComplete="street-address" />
        <div className="form__row form__row--2">
          <TextField
            label="GSTIN (for business purchases)"
            value={form.gstin ?? ""}
            onChange={set("gstin")}
            maxLength={15}
            placeholder="27ABCDE1234F1Z5"
          />
          <TextField label="Business name" value={form.businessName ?? ""} onChange={set("businessName")} maxLength={100} />
        </div>
        <div className={section.formActions}>
          <CancelSubmit onCancel={cancel} busy={saving} submitText="Save Changes" busyText="Saving..." />
        </div>
      </form>
    </section>
  )
}
