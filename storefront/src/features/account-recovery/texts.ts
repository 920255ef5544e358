import { LENGTHS, RECOVERY_TEXTS } from "@sugandh/contract"
/** The texts of e-mail verification and password recovery (requirements VER-03, REC-02, REC-04). */
export { RECOVERY_TEXTS }

/** Reset form: a token, equal passwords, at least 6 characters. */
export function validateReset(token: string | null, password: string, confirm: string): string | null {
  if (!token) return RECOVERY_TEXTS.invalidToken
  if (password !== confirm) return RECOVERY_TEXTS.passwordsDiffer
  if (password.length < LENGTHS.passwordMin) return RECOVERY_TEXTS.passwordShort
  return null
}

/** A rejection whose message says "Invalid or expired" switches to the invalid-link view. */
export const isInvalidLinkMessage = (message: string) => /invalid or expired/i.test(message)

/** After verification the app goes home in 2 s (requirements VER-03). */
export const REDIRECT_AFTER_VERIFY_MS = 2000
