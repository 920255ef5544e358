import { useId, type ReactNode } from "react"
import { Button } from "./button"
import { Dialog } from "./dialog"
import styles from "./confirm-dialog.module.css"
// The question looks like a StateCard's: the same icon, title, text and button row.
import card from "./state-card.module.css"

type Props = {
  open: boolean
  title: string
  /** The question, word for word from docs/requirements.md where it has one. */
  message: ReactNode
  confirmText: string
  /** The confirm button's text while the call runs. */
  busyText?: string
  cancelText?: string
  busy?: boolean
  danger?: boolean
  /** A symbol above the title (decorative). */
  icon?: ReactNode
  onConfirm: () => void
  onCancel: () => void
  testId?: string
  keepContent?: boolean
  /** Fields the action needs (a note), between the question and the buttons. */
  children?: ReactNode
}

/**
 * An accessible stand-in for window.confirm: the question, Cancel first, then
 * the action. Escape and the backdrop cancel, except while the action runs.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmText,
  busyText,
  cancelText = "Cancel",
  busy = false,
  danger,
  icon,
  onConfirm,
  onCancel,
  testId,
  keepContent,
  children,
}: Props) {
  const titleId = useId()
  const messageId = useId()
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      busy={busy}
      size="small"
      labelledBy={titleId}
      describedBy={messageId}
      returnFocus
      testId={testId}
      keepContent={keepContent}
    >
      <form
        className={styles.panel}
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault()
          onConfirm()
        }}
      >
        {icon && (
          <span className={card.icon} aria-hidden="true">
            {icon}
          </span>
        )}
        <h2 id={titleId} className={card.title}>
          {title}
        </h2>
        <p id={messageId} className={card.text}>
          {message}
        </p>
        {children}
        <div className={card.actions}>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {cancelText}
          </Button>
          <Button type="submit" variant={danger ? "dangerSolid" : "primary"} disabled={busy}>
            {busy && busyText ? busyText : confirmText}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
