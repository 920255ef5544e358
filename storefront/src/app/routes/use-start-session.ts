import { useCallback } from "react"
import type { SessionAnswer } from "@/features/account-recovery/api/recovery-api"
import { useAuth } from "@/features/auth/hooks/use-auth"

/** E-mail verification and password reset answer a session: the route hands it to auth (features do not import each other). */
export function useStartSession() {
  const { startSession } = useAuth()
  return useCallback((answer: SessionAnswer) => startSession(answer), [startSession])
}
