import { useEffect, useRef } from "react"
import "@/styles/modal.css"

type Props = {
  open: boolean
  title: string
  message: string
  confirmText: string
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** A small native confirmation dialog (focus trap and Escape come with <dialog>). */
export function ConfirmDialog({ open, title, message, confirmText, busy, onConfirm, onCancel }: Props) {
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
      aria-labelledby="confirm-title"
      aria-describedby="confirm-message"
      onCancel={(e) => {
        e.preventDefault()
        onCancel()
      }}
      onClick={(e) => e.target === e.currentTarget && !busy && onCancel()}
    >
      <div className="modal__panel modal__panel--center">
        <h2 id="confirm-title" className="modal__title">
          {title}
        </h2>
        <p id="confirm-message" className="state-card__text">
          {message}
        </p>
        <div className="state-card__actions">
          <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
            Keep Order
          </button>
          <button type="button" className="button button--primary" onClick={onConfirm} disabled={busy}>
            {busy ? "Cancelling..." : confirmText}
          </button>
        </div>
      </div>
    </dialog>
  )
}
