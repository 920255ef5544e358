import type { ReactNode } from "react"
import { Dialog } from "./dialog"

type Props = {
  open: boolean
  title: string
  /** The question, word for word from the spec where it has one. */
  message: string
  confirmText: string
  busyText: string
  busy: boolean
  danger?: boolean
  onConfirm: () => void
  onCancel: () => void
  children?: ReactNode
}

/** An accessible stand-in for window.confirm: the spec's question, Cancel first, then the action. */
export function ConfirmDialog({ open, title, message, confirmText, busyText, busy, danger, onConfirm, onCancel, children }: Props) {
  return (
    <Dialog open={open} title={title} description={message} onClose={onCancel} busy={busy} size="small" testId="admin-confirm">
      <form
        className="form"
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault()
          onConfirm()
        }}
      >
        {children}
        <div className="admin-dialog__actions">
          <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className={`button ${danger ? "button--danger-solid" : "button--primary"}`} disabled={busy}>
            {busy ? busyText : confirmText}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
