import { api } from "@/lib/api"

/** A session answer (token and user) kept loose here: the app layer hands it to auth. */
export type SessionAnswer = { token?: string; user?: { firstName?: string } & Record<string, unknown>; message?: string }

export const verifyEmailRequest = (token: string) => api.post<SessionAnswer>("/auth/verify-email", { token })
export const resendVerificationRequest = (email: string) => api.post<{ message?: string }>("/auth/resend-verification", { email })
export const forgotPasswordRequest = (email: string) => api.post<{ message?: string }>("/auth/forgot-password", { email })
export const resetPasswordRequest = (token: string, password: string, confirmPassword: string) =>
  api.post<SessionAnswer>("/auth/reset-password", { token, password, confirmPassword })
