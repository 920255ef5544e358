import { ConfirmDialog } from "@/components/ui/confirm-dialog"

type Props = {
  open: boolean
  email?: string
  busy: boolean
  onSignUp: () => void
  onCancel: () => void
}

/** Google sign-in for an unknown account: offer to create it (Sign Up Now) or Cancel. */
export function AccountNotFoundDialog({ open, email, busy, onSignUp, onCancel }: Props) {
  return (
    <ConfirmDialog
      open={open}
      title="Account Not Found"
      message={`${email ? `No account exists for ${email}.` : "No account exists for this Google account."} Would you like to create one now?`}
      confirmText="Sign Up Now"
      busyText="Creating Account..."
      busy={busy}
      icon="?"
      onConfirm={onSignUp}
      onCancel={onCancel}
    />
  )
}
