import { useMutation } from "@tanstack/react-query"
import { isApiError } from "@/lib/api"
import { forgotPasswordRequest, resendVerificationRequest, resetPasswordRequest } from "./recovery-api"

/** POST /api/auth/forgot-password. */
export const useForgotPassword = () => useMutation({ mutationFn: (email: string) => forgotPasswordRequest(email) })

/** POST /api/auth/reset-password (the answer is a session). */
export const useResetPassword = () =>
  useMutation({
    mutationFn: ({ token, password, confirmPassword }: { token: string; password: string; confirmPassword: string }) =>
      resetPasswordRequest(token, password, confirmPassword),
  })

/** POST /api/auth/resend-verification. */
export const useResendVerification = () => useMutation({ mutationFn: (email: string) => resendVerificationRequest(email) })

/**
 * The texts for `reportApiError` on these pages: a refusal without a reason
 * says `failed`; a request that got no answer says the client's own reason
 * (network or timeout), as these pages always have.
 */
export const recoveryErrorTexts = (error: unknown, failed: string) => ({ failed, network: isApiError(error) ? error.message : failed })
