import { useCallback } from "react"
import { useLoginPrompt } from "./use-login-prompt"

/**
 * For actions only a signed-in shopper may take: `guard(action)` is true when
 * the action may run. A guest gets the login dialog for that action; while
 * auth is still being checked it is false without a prompt.
 */
export function useSignedInGuard(userId: string | null, authBusy: boolean) {
  const promptLogin = useLoginPrompt()
  return useCallback(
    (action: string): boolean => {
      if (authBusy) return false
      if (!userId) {
        promptLogin(action)
        return false
      }
      return true
    },
    [authBusy, userId, promptLogin]
  )
}
