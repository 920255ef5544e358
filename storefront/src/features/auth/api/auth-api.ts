import { MeAnswerSchema, MessageAnswerSchema, SessionAnswerSchema } from "@/lib/answers"
import { type User } from "@sugandh/contract"
import { api } from "@/lib/api"

/** Login and Google calls give up after 15 s (requirements ACC-08). */
const AUTH_TIMEOUT_MS = 15_000

export type RegisterInput = { firstName: string; lastName: string; email: string; password: string }

// Every answer is parsed with the contract's schema (lib/api): one that breaks it fails like a refused call.

/** GET /api/auth/me answers {user}. */
export async function fetchMe(signal?: AbortSignal): Promise<User> {
  return (await api.get("/auth/me", { signal, answer: MeAnswerSchema })).user
}

export const loginRequest = (email: string, password: string) =>
  api.post("/auth/login", { email, password }, { timeoutMs: AUTH_TIMEOUT_MS, answer: SessionAnswerSchema })

export const registerRequest = (input: RegisterInput) => api.post("/auth/register", input, { answer: SessionAnswerSchema })

export const googleVerifyRequest = (idToken: string) =>
  api.post("/auth/google/verify", { idToken }, { timeoutMs: AUTH_TIMEOUT_MS, answer: SessionAnswerSchema })

export const googleSignupRequest = (idToken: string) =>
  api.post("/auth/google/signup", { idToken }, { timeoutMs: AUTH_TIMEOUT_MS, answer: SessionAnswerSchema })

/**
 * POST /api/auth/logout: ends the account's sessions on the server (the token stops working on
 * every device). Reads the stored token when called, so the caller may clear it right after.
 */
export const logoutRequest = () => api.post("/auth/logout", undefined, { answer: MessageAnswerSchema })
