import { useEffect, useId, useRef, type ReactNode } from "react"
import "@/styles/modal.css"

type Props = {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
  size?: "small" | "wide"
  /** While a call runs, Escape and the backdrop do not close it. */
  busy?: boolean
  description?: string
  testId?: string
}

/**
 * A native modal <dialog>: the browser traps focus, makes the page behind it
 * inert and closes on Escape. Focus goes back to what opened it on close, so
 * a keyboard user keeps their place in the table.
 */
export function Dialog({ open, title, onClose, children, size, busy, description, testId }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const titleId = useId()
  const descriptionId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      if (typeof dialog.showModal === "function") dialog.showModal()
      else dialog.setAttribute("open", "")
      // showModal focuses the first focusable element (the close button); a form asks for its first field instead.
      dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus()
    } else if (!open && dialog.open) {
      if (typeof dialog.close === "function") dialog.close()
      else dialog.removeAttribute("open")
      opener.current?.focus()
    }
  }, [open])

  return (
    <dialog
      ref={ref}
      className={`modal admin-dialog${size === "small" ? " modal--small" : ""}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault()
        if (!busy) onClose()
      }}
      onClick={(e) => e.target === e.currentTarget && !busy && onClose()}
    >
      {open && (
        <div className="modal__panel">
          <header className="modal__header">
            <h2 id={titleId} className="modal__title admin-dialog__title">
              {title}
            </h2>
            <button type="button" className="modal__close" onClick={onClose} disabled={busy} aria-label={`Close ${title}`}>
              ×
            </button>
          </header>
          {description && (
            <p id={descriptionId} className="admin-dialog__text">
              {description}
            </p>
          )}
          {children}
        </div>
      )}
    </dialog>
  )
}
