import { createContext, useCallback, useMemo, useRef, useState, type ReactNode } from "react"
import { ToastItem } from "./toast-item"
import { TOAST_TIMINGS, type Toast, type ToastType } from "./toast-types"
import "./toast.css"

export type ToastApi = {
  show: (message: string, type?: ToastType, duration?: number) => number
  success: (message: string, duration?: number) => number
  error: (message: string, duration?: number) => number
  info: (message: string, duration?: number) => number
  warning: (message: string, duration?: number) => number
  dismiss: (id: number) => void
}

export const ToastContext = createContext<ToastApi | null>(null)

/** Holds the toasts and renders them in one fixed, polite live region. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const nextId = useRef(1)

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((t) => t.id !== id))
  }, [])

  const api = useMemo<ToastApi>(() => {
    const show = (message: string, type: ToastType = "info", duration: number = TOAST_TIMINGS.duration) => {
      const id = nextId.current++
      setToasts((list) => [...list, { id, message, type, duration }])
      return id
    }
    return {
      show,
      success: (m, d) => show(m, "success", d),
      error: (m, d) => show(m, "error", d),
      info: (m, d) => show(m, "info", d),
      warning: (m, d) => show(m, "warning", d),
      dismiss,
    }
  }, [dismiss])

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Always in the page so screen readers announce toasts added to it. */}
      <div className="toast-stack" aria-live="polite">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onRemove={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  )
}
