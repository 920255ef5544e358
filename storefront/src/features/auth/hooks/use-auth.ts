import { useCallback, useMemo } from "react"
import { useToast } from "@/components/toast"
import { AuthContext, type AuthContextValue } from "../auth-context"
import { useRequiredContext } from "@/lib/use-required-context"
import { logoutRequest } from "../api/auth-api"

export const LOGGED_OUT_MESSAGE = "Logged out successfully"

/** The raw auth state, without toasts: for providers that sit outside the toast area. */
export function useAuthState(): AuthContextValue {
  return useRequiredContext(AuthContext, "useAuth must be used inside <AuthProvider>")
}

/**
 * The auth state for components: `{ user, isAuthenticated, loading,
 * initializing, error, login, register, loginWithGoogle, signupWithGoogle,
 * logout, refreshUser, ... }`. logout() ends the session on the server
 * (POST /api/auth/logout, sent with the token before it is forgotten), signs
 * out here at once, whatever the answer, and shows "Logged out successfully".
 */
export function useAuth() {
  const auth = useAuthState()
  const toast = useToast()
  const { signOut } = auth
  const logout = useCallback(() => {
    // Not awaited: the shopper is signed out here even when the network is down.
    logoutRequest().catch(() => undefined)
    signOut()
    toast.success(LOGGED_OUT_MESSAGE)
  }, [signOut, toast])
  return useMemo(() => ({ ...auth, logout }), [auth, logout])
}
