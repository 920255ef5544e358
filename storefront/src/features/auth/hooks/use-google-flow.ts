import { useCallback, useState } from "react"
import { useToast } from "@/components/toast"
import { GOOGLE_TEXTS } from "../components/google-sign-in"
import type { AuthResult, GoogleUserInfo } from "../types"
import { welcomeBack, welcomeNew } from "../utils/validators"
import { useAfterSignIn } from "./use-after-sign-in"
import { useAuth } from "./use-auth"

const ACCOUNT_EXISTS_MESSAGE = "Account already exists! Please log in instead."

/**
 * Google's ID token → our session. Sign-in of an unknown account opens
 * "Account Not Found"; sign-up of a known one switches to login with an info
 * message (onUserExists).
 */
export function useGoogleFlow(onUserExists: (message: string) => void) {
  const auth = useAuth()
  const toast = useToast()
  const afterSignIn = useAfterSignIn()
  const [notFound, setNotFound] = useState<{ idToken: string; userInfo?: GoogleUserInfo } | null>(null)
  const [error, setError] = useState<string | null>(null)

  const failed = useCallback(
    (result: Extract<AuthResult, { success: false }>, fallback: string) => {
      const message = result.error || fallback
      setError(message)
      toast.error(message)
    },
    [toast]
  )

  const signUp = useCallback(
    async (idToken: string) => {
      setError(null)
      const result = await auth.signupWithGoogle(idToken)
      setNotFound(null)
      if (result.success) return afterSignIn(result.user, welcomeNew)
      if (result.userExists) {
        toast.info(ACCOUNT_EXISTS_MESSAGE)
        return onUserExists(ACCOUNT_EXISTS_MESSAGE)
      }
      failed(result, GOOGLE_TEXTS.signUpFailed)
    },
    [auth, afterSignIn, toast, onUserExists, failed]
  )

  const signIn = useCallback(
    async (idToken: string) => {
      setError(null)
      const result = await auth.loginWithGoogle(idToken)
      if (result.success) return afterSignIn(result.user, welcomeBack)
      if (result.needsSignup) return setNotFound({ idToken, userInfo: result.userInfo })
      failed(result, GOOGLE_TEXTS.signInFailed)
    },
    [auth, afterSignIn, failed]
  )

  return {
    signIn,
    signUp,
    error,
    notFound,
    confirmSignUp: () => notFound && void signUp(notFound.idToken),
    cancelSignUp: () => setNotFound(null),
    busy: auth.loading,
  }
}
