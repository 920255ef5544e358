import { useEffect, useRef } from "react"
import { useLocation, useNavigate } from "react-router"
import { useOptionalLoginDialogState } from "./use-login-prompt"
import "./login-dialog.css"

/**
 * The login-required dialog, drawn with the native <dialog> (focus trap,
 * Escape, inert page). A click on the overlay closes it; the action button
 * goes to /login, remembering where the shopper was.
 */
export function LoginDialog() {
  const state = useOptionalLoginDialogState()
  return state ? <LoginDialogView {...state} /> : null
}

type ViewProps = NonNullable<ReturnType<typeof useOptionalLoginDialogState>>

function LoginDialogView({ open, config, close }: ViewProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const navigate = useNavigate()
  const location = useLocation()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    // Older browsers and jsdom lack showModal: fall back to the open attribute.
    if (open && !dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal()
      else dialog.setAttribute("open", "")
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === "function") dialog.close()
      else dialog.removeAttribute("open")
    }
  }, [open])

  const onAction = () => {
    const custom = config?.onAction
    close()
    if (custom) custom()
    else navigate("/login", { state: { from: `${location.pathname}${location.search}` } })
  }

  return (
    <dialog
      ref={ref}
      className="login-dialog"
      aria-labelledby="login-dialog-title"
      aria-describedby="login-dialog-message"
      // Escape fires "cancel": keep our state in step with the browser's.
      onCancel={(event) => {
        event.preventDefault()
        close()
      }}
      // A click on the backdrop targets the <dialog> itself, never its inner panel.
      onClick={(event) => {
        if (event.target === event.currentTarget) close()
      }}
      data-testid="login-dialog"
    >
      <div className="login-dialog__panel">
        <svg className="login-dialog__icon" viewBox="0 0 24 24" width="56" height="56" aria-hidden="true" focusable="false">
          <path d="M7 11V8a5 5 0 0 1 10 0v3M6 11h12v9H6z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
        </svg>
        <h2 id="login-dialog-title" className="login-dialog__title">
          {config?.title ?? ""}
        </h2>
        <p id="login-dialog-message" className="login-dialog__message">
          {config?.message ?? ""}
        </p>
        <div className="login-dialog__actions">
          <button type="button" className="button button--ghost" onClick={close}>
            Cancel
          </button>
          <button type="button" className="button button--primary" onClick={onAction}>
            {config?.actionText ?? "Login"}
          </button>
        </div>
      </div>
    </dialog>
  )
}
