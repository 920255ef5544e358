import { createContext } from "react"
import type { RegisterInput } from "./api/auth-api"
import type { AuthResult, Session, User } from "./types"

/** The auth state (requirements ACC-05) plus the operations on it. */
export type AuthState = {
  user: User | null
  isAuthenticated: boolean
  /** A login, signup or Google call is running. */
  loading: boolean
  /** True until the stored token has been checked at start. */
  initializing: boolean
  error: string | null
}

export type AuthContextValue = AuthState & {
  login: (email: string, password: string) => Promise<AuthResult>
  register: (input: RegisterInput) => Promise<AuthResult>
  loginWithGoogle: (idToken: string) => Promise<AuthResult>
  signupWithGoogle: (idToken: string) => Promise<AuthResult>
  /** Stores a session answered by another call (e-mail verification, password reset). */
  startSession: (session: Session) => void
  /** Re-reads /api/auth/me (after a profile change made elsewhere). */
  refreshUser: () => Promise<void>
  /** Replaces the user with a fresher copy from the server (profile update). */
  setUser: (user: User) => void
  /** Removes the token and the user; no toast (the toast is the caller's, see useAuth). */
  signOut: () => void
  clearError: () => void
}

export const AuthContext = createContext<AuthContextValue | null>(null)

/**
 * Every query that belongs to the signed-in person starts with this key
 * (["user", userId, ...]), so signing out drops them all at once.
 */
export const USER_QUERY_ROOT = "user"
