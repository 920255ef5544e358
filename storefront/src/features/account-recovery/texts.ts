/** The texts of e-mail verification and password recovery (requirements VER-03, REC-02, REC-04). */
export const RECOVERY_TEXTS = {
  enterEmail: "Please enter your email address",
  verifyFailed: "Verification failed. The token may be invalid or expired.",
  noToken: "No verification token provided. Please check your email for the correct verification link.",
  resendFailed: "Failed to resend verification email",
  resent: "Verification email sent successfully! Please check your email.",
  verified: "Email verified successfully! You are now logged in.",
  forgotFailed: "Failed to send reset email",
  forgotSent: "Password reset instructions sent to your email",
  resetFailed: "Failed to reset password",
  resetDone: "Password reset successfully! You are now logged in.",
  invalidToken: "Invalid reset token",
  passwordsDiffer: "Passwords do not match",
  passwordShort: "Password must be at least 6 characters long",
} as const

/** Reset form: a token, equal passwords, at least 6 characters. */
export function validateReset(token: string | null, password: string, confirm: string): string | null {
  if (!token) return RECOVERY_TEXTS.invalidToken
  if (password !== confirm) return RECOVERY_TEXTS.passwordsDiffer
  if (password.length < 6) return RECOVERY_TEXTS.passwordShort
  return null
}

/** A rejection whose message says "Invalid or expired" switches to the invalid-link view. */
export const isInvalidLinkMessage = (message: string) => /invalid or expired/i.test(message)

/** After verification the app goes home in 2 s (requirements VER-03). */
export const REDIRECT_AFTER_VERIFY_MS = 2000
