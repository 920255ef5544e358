import { useEffect, useRef } from "react"

type Props = {
  open: boolean
  email?: string
  busy: boolean
  onSignUp: () => void
  onCancel: () => void
}

/** Google sign-in for an unknown account: offer to create it (Sign Up Now) or Cancel. */
export function AccountNotFoundDialog({ open, email, busy, onSignUp, onCancel }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal()
      else dialog.setAttribute("open", "")
    } else if (!open && dialog.open) {
      if (typeof dialog.close === "function") dialog.close()
      else dialog.removeAttribute("open")
    }
  }, [open])

  return (
    <dialog
      ref={ref}
      className="modal modal--small"
      aria-labelledby="account-not-found-title"
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
      onClick={(event) => event.target === event.currentTarget && onCancel()}
    >
      <div className="modal__panel modal__panel--center">
        <span className="state-card__icon" aria-hidden="true">
          ?
        </span>
        <h2 id="account-not-found-title" className="modal__title">
          Account Not Found
        </h2>
        <p className="state-card__text">
          {email ? `No account exists for ${email}.` : "No account exists for this Google account."} Would you like to
          create one now?
        </p>
        <div className="state-card__actions">
          <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="button" className="button button--primary" onClick={onSignUp} disabled={busy}>
            {busy ? "Creating Account..." : "Sign Up Now"}
          </button>
        </div>
      </div>
    </dialog>
  )
}
