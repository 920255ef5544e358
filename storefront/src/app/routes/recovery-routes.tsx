import { useCallback } from "react"
import { useAuth, type Session } from "@/features/auth"
import type { SessionAnswer } from "@/features/account-recovery/api/recovery-api"
import { ForgotPasswordPage } from "@/features/account-recovery/components/forgot-password-page"
import { ResetPasswordPage } from "@/features/account-recovery/components/reset-password-page"
import { VerifyEmailPage } from "@/features/account-recovery/components/verify-email-page"
import { withPageBoundary } from "./page-boundary"

/** Verification and reset answer a session: hand it to auth (features do not import each other). */
function useStartSession() {
  const { startSession } = useAuth()
  return useCallback((answer: SessionAnswer) => startSession(answer as Session), [startSession])
}

function VerifyEmail() {
  return <VerifyEmailPage onSession={useStartSession()} />
}

function ResetPassword() {
  return <ResetPasswordPage onSession={useStartSession()} />
}

export const VerifyEmailRoute = withPageBoundary(VerifyEmail)

export const ForgotPasswordRoute = withPageBoundary(ForgotPasswordPage)

export const ResetPasswordRoute = withPageBoundary(ResetPassword)
