import { createContext, useCallback, useMemo, useRef, useState, type ReactNode } from "react"
import { loginPromptFor, type LoginDialogConfig } from "./login-prompt-copy"

/** The dialog's content resets 300 ms after it closes, after the fade-out (requirements UI-01). */
export const LOGIN_DIALOG_RESET_MS = 300

type LoginDialogState = {
  open: boolean
  config: LoginDialogConfig | null
  prompt: (actionOrConfig: string | Partial<LoginDialogConfig>) => void
  close: () => void
}

export const LoginDialogContext = createContext<LoginDialogState | null>(null)

/**
 * Holds the dialog's state. It sits outside the router (in app/provider.tsx),
 * so the dialog itself is drawn by <LoginDialog/> inside the layout, where
 * links and navigation work.
 */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const [config, setConfig] = useState<LoginDialogConfig | null>(null)
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const prompt = useCallback((actionOrConfig: string | Partial<LoginDialogConfig>) => {
    clearTimeout(resetTimer.current)
    const base = loginPromptFor(typeof actionOrConfig === "string" ? actionOrConfig : "")
    setConfig(typeof actionOrConfig === "string" ? base : { ...base, ...actionOrConfig })
    setOpen(true)
  }, [])

  const close = useCallback(() => {
    setOpen(false)
    clearTimeout(resetTimer.current)
    resetTimer.current = setTimeout(() => setConfig(null), LOGIN_DIALOG_RESET_MS)
  }, [])

  const value = useMemo(() => ({ open, config, prompt, close }), [open, config, prompt, close])
  return <LoginDialogContext.Provider value={value}>{children}</LoginDialogContext.Provider>
}
