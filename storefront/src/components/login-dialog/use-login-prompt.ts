import { useContext } from "react"
import { LoginDialogContext } from "./login-dialog-provider"

function useLoginDialogState() {
  const state = useContext(LoginDialogContext)
  if (!state) throw new Error("The login dialog needs <LoginDialogProvider> above it")
  return state
}

/**
 * `const promptLogin = useLoginPrompt(); promptLogin("add to wishlist")`.
 * Also accepts a full or partial config { title, message, actionText, onAction }.
 */
export function useLoginPrompt() {
  return useLoginDialogState().prompt
}

/** For the dialog itself: null when no provider is mounted (it then draws nothing). */
export function useOptionalLoginDialogState() {
  return useContext(LoginDialogContext)
}
