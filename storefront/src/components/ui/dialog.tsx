import { useId, useRef, type ReactNode } from "react"
import { cx } from "./cx"
import { useNativeDialog } from "./use-native-dialog"
import styles from "./dialog.module.css"

type DialogProps = {
  open: boolean
  /** Escape and a click on the backdrop call it; without it the dialog cannot be dismissed (a choice must be made). */
  onClose?: () => void
  /** While a call runs, Escape and the backdrop do not close it. */
  busy?: boolean
  size?: "default" | "small"
  labelledBy: string
  describedBy?: string
  /** Focus goes back to the element that opened the dialog when it closes. */
  returnFocus?: boolean
  /** A class of the feature's own, for a dialog with a look of its own. */
  className?: string
  testId?: string
  /** The content stays while closed (the login prompt keeps its text until its reset); otherwise it is drawn only while open. */
  keepContent?: boolean
  children: ReactNode
}

/** The one native modal <dialog> of the storefront: its frame, backdrop, Escape and backdrop clicks. */
export function Dialog({
  open,
  onClose,
  busy,
  size = "default",
  labelledBy,
  describedBy,
  returnFocus,
  className,
  testId,
  keepContent,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  useNativeDialog(ref, open, returnFocus)
  const dismiss = () => {
    if (!busy) onClose?.()
  }
  return (
    <dialog
      ref={ref}
      className={cx(styles.dialog, size === "small" && styles.small, className)}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-testid={testId}
      // Escape fires "cancel": keep our state in step with the browser's.
      onCancel={(event) => {
        event.preventDefault()
        dismiss()
      }}
      // A click on the backdrop targets the <dialog> itself, never its inner panel.
      onClick={(event) => event.target === event.currentTarget && dismiss()}
    >
      {(open || keepContent) && children}
    </dialog>
  )
}

type HeaderProps = {
  titleId: string
  title: string
  closeLabel: string
  onClose: () => void
  busy?: boolean
  /** A line under the title (the order's date). */
  children?: ReactNode
}

/** The title row of a dialog with a close button (×). */
function DialogHeader({ titleId, title, closeLabel, onClose, busy, children }: HeaderProps) {
  return (
    <header className={styles.header}>
      <div>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
      </div>
      <button type="button" className={styles.close} onClick={onClose} disabled={busy} aria-label={closeLabel}>
        ×
      </button>
    </header>
  )
}

/** The padded body of a dialog. */
function DialogPanel({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cx(styles.panel, className)}>{children}</div>
}

type TitledProps = {
  open: boolean
  title: string
  onClose: () => void
  busy?: boolean
  size?: "default" | "small"
  /** The close button's name; "Close {title}" unless given. */
  closeLabel?: string
  /** A line under the title (the order's date). */
  subtitle?: ReactNode
  panelClassName?: string
  testId?: string
  children: ReactNode
}

/**
 * A dialog with a title row and a close button (order details, admin forms).
 * Focus goes back to what opened it, so a keyboard user keeps their place.
 */
export function TitledDialog({ open, title, onClose, busy, size, closeLabel, subtitle, panelClassName, testId, children }: TitledProps) {
  const titleId = useId()
  return (
    <Dialog open={open} onClose={onClose} busy={busy} size={size} labelledBy={titleId} returnFocus testId={testId}>
      <DialogPanel className={panelClassName}>
        <DialogHeader titleId={titleId} title={title} closeLabel={closeLabel ?? `Close ${title}`} onClose={onClose} busy={busy}>
          {subtitle}
        </DialogHeader>
        {children}
      </DialogPanel>
    </Dialog>
  )
}

/** A form dialog's buttons, at its end: Cancel, then the action. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>
}
