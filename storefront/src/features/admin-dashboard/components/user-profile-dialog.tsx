import { useQuery } from "@tanstack/react-query"
import type { ReactNode } from "react"
import { Alert } from "@/components/ui/alert"
import { Button } from "@/components/ui/button"
import { bindField } from "@/components/ui/bind-field"
import { useCheckedForm } from "../hooks/use-checked-form"
import { CancelSubmit } from "@/components/ui/cancel-submit"
import { DialogActions, TitledDialog } from "@/components/ui/dialog"
import { TextField } from "@/components/ui/fields"
import { StatusBadge } from "@/components/ui/status-badge"
import { formatPrice } from "@/lib/format-price"
import { ROLE_LABELS } from "@/lib/user"
import { userDetailsQuery } from "../api/queries"
import type { AdminUser, AdminUserDetails, UserNameInput } from "../types"
import { failureText } from "../utils/messages"
import { formatDay, formatDayTime, fullName } from "../utils/format"
import ui from "./admin.module.css"
import styles from "./user-profile-dialog.module.css"

export type ProfileMode = "view" | "edit"

type Props = {
  /** The row the operator opened; null when closed. */
  user: AdminUser | null
  mode: ProfileMode
  busy: boolean
  onEdit: () => void
  onSave: (name: UserNameInput) => void
  onClose: () => void
}

/** The Users tab's View Profile (the account's details, read fresh) and Edit (its name). */
export function UserProfileDialog({ user, mode, busy, onEdit, onSave, onClose }: Props) {
  const title = user ? (mode === "edit" ? `Edit ${fullName(user)}` : fullName(user)) : "User"
  return (
    <TitledDialog open={!!user} title={title} onClose={onClose} busy={busy} testId="admin-user-profile">
      {user &&
        (mode === "edit" ? (
          <NameForm key={user._id} user={user} busy={busy} onSave={onSave} onCancel={onClose} />
        ) : (
          <Details user={user} onEdit={onEdit} />
        ))}
    </TitledDialog>
  )
}

function Details({ user, onEdit }: { user: AdminUser; onEdit: () => void }) {
  const details = useQuery(userDetailsQuery(user._id))
  if (details.isPending)
    return (
      <p className={ui.muted} role="status">
        Loading profile…
      </p>
    )
  if (details.isError) return <Alert tone="error">{failureText(details.error, "Failed to load the profile")}</Alert>
  return <ProfileFacts profile={details.data} onEdit={onEdit} />
}

function ProfileFacts({ profile, onEdit }: { profile: AdminUserDetails; onEdit: () => void }) {
  const last = profile.lastOrder
  return (
    <>
      <dl className={styles.facts}>
        <Fact label="Name">{fullName(profile)}</Fact>
        <Fact label="Email">
          <a href={`mailto:${profile.email}`}>{profile.email}</a>
        </Fact>
        <Fact label="Phone">{profile.phone || "—"}</Fact>
        <Fact label="Role">{ROLE_LABELS[profile.role]}</Fact>
        <Fact label="Joined">{formatDay(profile.createdAt)}</Fact>
        <Fact label="Email verified">
          {profile.isEmailVerified ? "Yes" : "No"}
          {profile.isGoogleAccount && <span className={ui.muted}> · Google sign-in</span>}
        </Fact>
        <Fact label="Orders">{profile.ordersCount}</Fact>
        <Fact label="Last order">
          {last ? (
            <span className={styles.lastOrder}>
              <span className={ui.strong}>{last.orderNumber}</span>
              <span className={ui.muted}>{formatDayTime(last.createdAt)}</span>
              <span>{formatPrice(last.total)}</span>
              <StatusBadge status={last.orderStatus} />
            </span>
          ) : (
            "No orders yet"
          )}
        </Fact>
      </dl>
      <DialogActions>
        <Button variant="ghost" onClick={onEdit}>
          Edit name
        </Button>
      </DialogActions>
    </>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function NameForm({
  user,
  busy,
  onSave,
  onCancel,
}: {
  user: AdminUser
  busy: boolean
  onSave: (name: UserNameInput) => void
  onCancel: () => void
}) {
  // The server's rules (trimmed, 1 to 50 characters), checked first so a slip costs no request.
  const { values, errors, set, submit } = useCheckedForm<UserNameInput>(
    { firstName: user.firstName, lastName: user.lastName },
    (name) => ({
      ...(name.firstName.trim() ? {} : { firstName: "First name is required" }),
      ...(name.lastName.trim() ? {} : { lastName: "Last name is required" }),
    }),
    onSave
  )

  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField
        label="First name"
        error={errors.firstName}
        {...bindField(values, set, "firstName")}
        maxLength={50}
        required
        data-autofocus
      />
      <TextField label="Last name" error={errors.lastName} {...bindField(values, set, "lastName")} maxLength={50} required />
      <p className={ui.muted}>{user.email}</p>
      <DialogActions>
        <CancelSubmit onCancel={onCancel} busy={busy} submitText="Save" busyText="Saving..." />
      </DialogActions>
    </form>
  )
}
