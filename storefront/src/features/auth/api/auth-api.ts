import { api } from "@/lib/api"
import type { Session, User } from "../types"

/** Login and Google calls give up after 15 s (requirements ACC-08). */
const AUTH_TIMEOUT_MS = 15_000

export type RegisterInput = { firstName: string; lastName: string; email: string; password: string }

/** GET /api/auth/me answers {user} (or, in the old contract, the user itself). */
export async function fetchMe(signal?: AbortSignal): Promise<User> {
  const body = await api.get<{ user?: User } & Partial<User>>("/auth/me", { signal })
  return (body.user ?? body) as User
}

export const loginRequest = (email: string, password: string) =>
  api.post<Session>("/auth/login", { email, password }, { timeoutMs: AUTH_TIMEOUT_MS })

export const registerRequest = (input: RegisterInput) => api.post<Session>("/auth/register", input)

export const googleVerifyRequest = (idToken: string) =>
  api.post<Session>("/auth/google/verify", { idToken }, { timeoutMs: AUTH_TIMEOUT_MS })

export const googleSignupRequest = (idToken: string) =>
  api.post<Session>("/auth/google/signup", { idToken }, { timeoutMs: AUTH_TIMEOUT_MS })

/**
 * POST /api/auth/logout: ends the account's sessions on the server (the token stops working on
 * every device). Reads the stored token when called, so the caller may clear it right after.
 */
export const logoutRequest = () => api.post<{ message: string }>("/auth/logout")
