import type { Toast } from "./toast-types"
import { useToastLifecycle } from "./use-toast-lifecycle"

const ICONS: Record<Toast["type"], string> = { success: "✓", error: "!", info: "i", warning: "!" }
const LABELS: Record<Toast["type"], string> = {
  success: "Success",
  error: "Error",
  info: "Information",
  warning: "Warning",
}

type Props = { toast: Toast; onRemove: (id: number) => void }

export function ToastItem({ toast, onRemove }: Props) {
  const { phase, progress, pause, resume, close } = useToastLifecycle(toast.duration, () => onRemove(toast.id))
  return (
    <div
      className={`toast toast--${toast.type} toast--${phase}`}
      // Errors interrupt (alert); the others are read politely by the stack's live region.
      role={toast.type === "error" ? "alert" : undefined}
      data-testid="toast"
      data-type={toast.type}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <span className="toast__icon" aria-hidden="true">
        {ICONS[toast.type]}
      </span>
      <p className="toast__message">
        <span className="visually-hidden">{LABELS[toast.type]}: </span>
        {toast.message}
      </p>
      <button type="button" className="toast__close" onClick={close} aria-label="Close notification">
        ×
      </button>
      <span className="toast__progress" aria-hidden="true" style={{ transform: `scaleX(${progress})` }} />
    </div>
  )
}
