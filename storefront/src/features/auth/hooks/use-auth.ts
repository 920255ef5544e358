import { useCallback, useMemo } from "react"
import { useToast } from "@/components/toast"
import { AuthContext, type AuthContextValue } from "../auth-context"
import { useRequiredContext } from "@/lib/use-required-context"

export const LOGGED_OUT_MESSAGE = "Logged out successfully"

/** The raw auth state, without toasts: for providers that sit outside the toast area. */
export function useAuthState(): AuthContextValue {
  return useRequiredContext(AuthContext, "useAuth must be used inside <AuthProvider>")
}

/**
 * The auth state for components: `{ user, isAuthenticated, loading,
 * initializing, error, login, register, loginWithGoogle, signupWithGoogle,
 * logout, refreshUser, ... }`. logout() shows "Logged out successfully".
 */
export function useAuth() {
  const auth = useAuthState()
  const toast = useToast()
  const { signOut } = auth
  const logout = useCallback(() => {
    signOut()
    toast.success(LOGGED_OUT_MESSAGE)
  }, [signOut, toast])
  return useMemo(() => ({ ...auth, logout }), [auth, logout])
}
