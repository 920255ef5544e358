import { useContext } from "react"
import { LoginDialogContext } from "./login-dialog-provider"
import { useRequiredContext } from "@/lib/use-required-context"

/**
 * `const promptLogin = useLoginPrompt(); promptLogin("add to wishlist")`.
 * Also accepts a full or partial config { title, message, actionText, onAction }.
 */
export function useLoginPrompt() {
  return useRequiredContext(LoginDialogContext, "The login dialog needs <LoginDialogProvider> above it").prompt
}

/** For the dialog itself: null when no provider is mounted (it then draws nothing). */
export function useOptionalLoginDialogState() {
  return useContext(LoginDialogContext)
}
