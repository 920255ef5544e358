import { GoogleUserInfoSchema } from "@/lib/answers"
import { isApiError } from "@/lib/api"
import type { AuthResult } from "../types"

/** Fallback texts when the server gives no message (requirements ACC-08). */
export const AUTH_FALLBACKS = {
  login: "Login failed",
  signup: "Signup failed",
  google: "Google authentication failed",
  googleSignup: "Google signup failed",
} as const

/**
 * The spec's headings of a failed sign-in or sign-up (requirements ACC-08), above the call's own text:
 * the server refused, or no answer came (network, timeout, anything else), so trying again may help.
 */
export const AUTH_FAILED = {
  refused: "Authentication failed",
  noAnswer: "Authentication failed. Please try again.",
} as const

/**
 * Turns a failed auth call into its result (requirements ACC-08). Network failures and the
 * 15 s timeout already carry their texts (lib/api.ts); an HTTP error
 * carries the server's message, its field errors and the Google flags.
 */
export async function toFailedResult(error: unknown, fallback: string): Promise<Extract<AuthResult, { success: false }>> {
  if (!isApiError(error)) {
    return { success: false, heading: AUTH_FAILED.noAnswer, error: fallback, errors: [] }
  }
  if (error.kind !== "http") {
    return { success: false, heading: AUTH_FAILED.noAnswer, error: error.message, errors: [] }
  }
  const body = error.body ?? {}
  const serverMessage = typeof body.message === "string" && body.message ? body.message : ""
  const userInfo = (await GoogleUserInfoSchema.load()).safeParse(body.userInfo).data
  return {
    success: false,
    heading: AUTH_FAILED.refused,
    error: serverMessage || fallback,
    errors: error.errors.map((e) => e.msg).filter(Boolean),
    ...(error.status === 404 && body.error === "USER_NOT_FOUND" ? { needsSignup: true, userInfo } : {}),
    ...(error.status === 409 && body.error === "USER_EXISTS" ? { userExists: true, userInfo } : {}),
    ...(body.isGoogleAccount === true ? { isGoogleAccount: true } : {}),
  }
}
