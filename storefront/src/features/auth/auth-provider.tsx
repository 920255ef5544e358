import { useQueryClient } from "@tanstack/react-query"
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react"
import { isApiError } from "@/lib/api"
import { clearToken, getToken, setToken } from "@/lib/auth-token"
import { fetchMe, googleSignupRequest, googleVerifyRequest, loginRequest, registerRequest, type RegisterInput } from "./api/auth-api"
import { AuthContext, USER_QUERY_ROOT, type AuthContextValue, type AuthState } from "./auth-context"
import type { AuthResult, Session, User } from "./types"

/** A 401 means the token no longer opens a session (signed out elsewhere, password changed, expired). */
const endsSession = (error: unknown) => isApiError(error) && error.status === 401
import { AUTH_FALLBACKS, toFailedResult } from "./utils/auth-result"

const SIGNED_OUT: AuthState = {
  user: null,
  isAuthenticated: false,
  loading: false,
  initializing: false,
  error: null,
}

/**
 * Holds who is signed in. At start a stored token is checked with
 * /api/auth/me; any failure (401, network) removes it silently.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const [state, setState] = useState<AuthState>(SIGNED_OUT)
  // "Still checking a stored token": the server has no storage and renders
  // signed out, so hydration starts from that snapshot and re-renders with
  // the browser's at once (reading localStorage in the first render would
  // make the server's HTML and the browser's first render differ).
  const hasStoredToken = useSyncExternalStore(noSubscription, hasToken, () => false)
  const [tokenChecked, setTokenChecked] = useState(false)
  const userIdRef = useRef<string | null>(null)

  const dropUserQueries = useCallback(() => {
    queryClient.removeQueries({ queryKey: [USER_QUERY_ROOT] })
  }, [queryClient])

  const applySession = useCallback(
    (session: Session) => {
      setToken(session.token)
      setTokenChecked(true)
      if (userIdRef.current && userIdRef.current !== session.user.id) dropUserQueries()
      userIdRef.current = session.user.id
      setState({ user: session.user, isAuthenticated: true, loading: false, initializing: false, error: null })
    },
    [dropUserQueries]
  )

  const signOut = useCallback(() => {
    clearToken()
    setTokenChecked(true)
    userIdRef.current = null
    dropUserQueries()
    setState(SIGNED_OUT)
  }, [dropUserQueries])

  // The start-up token check.
  useEffect(() => {
    if (getToken() === null) return
    const controller = new AbortController()
    fetchMe(controller.signal)
      .then((user) => {
        userIdRef.current = user.id
        setState({ user, isAuthenticated: true, loading: false, initializing: false, error: null })
        setTokenChecked(true)
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        // Only the server saying the session is over ends it. A request cut off
        // (the page navigating away, the network dropping) must not delete the
        // token every other tab of the shop shares through localStorage.
        if (endsSession(error)) clearToken()
        setState(SIGNED_OUT)
        setTokenChecked(true)
      })
    return () => controller.abort()
  }, [])

  /** Runs one auth call with the loading flag, turning any failure into the auth result of requirements ACC-08. */
  const run = useCallback(
    async (call: () => Promise<Session>, fallback: string): Promise<AuthResult> => {
      setState((s) => ({ ...s, loading: true, error: null }))
      try {
        const session = await call()
        applySession(session)
        return { success: true, user: session.user, message: session.message ?? "" }
      } catch (error) {
        const result = await toFailedResult(error, fallback)
        setState((s) => ({ ...s, loading: false, error: result.error }))
        return result
      }
    },
    [applySession]
  )

  const refreshUser = useCallback(async () => {
    if (getToken() === null) return
    try {
      const user = await fetchMe()
      setState((s) => ({ ...s, user, isAuthenticated: true }))
    } catch (error) {
      if (endsSession(error)) signOut()
    }
  }, [signOut])

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      initializing: state.initializing || (hasStoredToken && !tokenChecked),
      login: (email, password) => run(() => loginRequest(email, password), AUTH_FALLBACKS.login),
      register: (input: RegisterInput) => run(() => registerRequest(input), AUTH_FALLBACKS.signup),
      loginWithGoogle: (idToken) => run(() => googleVerifyRequest(idToken), AUTH_FALLBACKS.google),
      signupWithGoogle: (idToken) => run(() => googleSignupRequest(idToken), AUTH_FALLBACKS.googleSignup),
      startSession: applySession,
      refreshUser,
      setUser: (user: User) => setState((s) => (s.user ? { ...s, user } : s)),
      signOut,
      clearError: () => setState((s) => ({ ...s, error: null })),
    }),
    [state, hasStoredToken, tokenChecked, run, applySession, refreshUser, signOut]
  )

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

const noSubscription = () => () => {}
const hasToken = () => getToken() !== null
