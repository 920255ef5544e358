import { MessageAnswerSchema, SessionAnswerSchema } from "@/lib/answers"
import { type SessionAnswer } from "@sugandh/contract"
import { api } from "@/lib/api"

/** A session answer (token, user, message): the app layer hands it to auth. */
export type { SessionAnswer }

export const verifyEmailRequest = (token: string) => api.post("/auth/verify-email", { token }, { answer: SessionAnswerSchema })
export const resendVerificationRequest = (email: string) =>
  api.post("/auth/resend-verification", { email }, { answer: MessageAnswerSchema })
export const forgotPasswordRequest = (email: string) => api.post("/auth/forgot-password", { email }, { answer: MessageAnswerSchema })
export const resetPasswordRequest = (token: string, password: string, confirmPassword: string) =>
  api.post("/auth/reset-password", { token, password, confirmPassword }, { answer: SessionAnswerSchema })
