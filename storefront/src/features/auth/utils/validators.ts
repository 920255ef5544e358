/** Client-side checks of the sign-in pages (requirements ACC-02). */
export const AUTH_VALIDATION = {
  fillAll: "Please fill in all fields",
  fillRequired: "Please fill in all required fields",
  passwordsDiffer: "Passwords do not match",
  passwordShort: "Password must be at least 6 characters long",
} as const

export const MIN_PASSWORD_LENGTH = 6

const blank = (value: string) => value.trim() === ""

/** /login: e-mail and password. */
export function validateLogin(values: { email: string; password: string }): string | null {
  return blank(values.email) || values.password === "" ? AUTH_VALIDATION.fillAll : null
}

type SignupValues = {
  firstName: string
  lastName: string
  email: string
  password: string
  /** Only the separate /signup page asks for a confirmation. */
  confirmPassword?: string
}

/**
 * Sign-up: every field required, then (on /signup) the confirmation must
 * match; the 6-character minimum is the server's rule, checked here too so
 * the shopper hears it before a round trip.
 */
export function validateSignup(values: SignupValues): string | null {
  const required = [values.firstName, values.lastName, values.email]
  if (required.some(blank) || values.password === "" || values.confirmPassword === "") {
    return AUTH_VALIDATION.fillRequired
  }
  if (values.confirmPassword !== undefined && values.password !== values.confirmPassword) {
    return AUTH_VALIDATION.passwordsDiffer
  }
  if (values.password.length < MIN_PASSWORD_LENGTH) return AUTH_VALIDATION.passwordShort
  return null
}

/** Where to go after signing in: the page the shopper came from (never back to a sign-in page), else home. */
export function returnPath(from: unknown): string {
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//")) return "/"
  const path = from.split(/[?#]/)[0] ?? ""
  if (["/auth", "/login", "/signup", "/forgot-password", "/reset-password", "/verify-email"].includes(path)) return "/"
  return from
}

/** The welcome toasts carry the first name. */
export const welcomeBack = (firstName: string) => (firstName ? `Welcome back, ${firstName}!` : "Welcome back!")
export const welcomeNew = (firstName: string) =>
  firstName
    ? `Welcome, ${firstName}! Please check your email to verify your account.`
    : "Welcome! Please check your email to verify your account."
