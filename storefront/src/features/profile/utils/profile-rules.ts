import { LENGTHS, PROFILE_TEXTS } from "@sugandh/contract"
export { PROFILE_TEXTS }

/** currentPassword is asked only when the e-mail changes. */
export type ProfileForm = {
  firstName: string
  lastName: string
  email: string
  phone: string
  address: string
  currentPassword: string
  /** A business buyer's GSTIN and registered name (the server validates both together); `hadBusiness`: the profile had them, so empty fields clear them. */
  gstin?: string
  businessName?: string
  hadBusiness?: boolean
}

/** Whether the form changes the login e-mail (the server compares trimmed, lower-cased addresses). */
export const changesEmail = (form: ProfileForm, currentEmail: string) =>
  form.email.trim().toLowerCase() !== currentEmail.trim().toLowerCase()

/** First name, last name and e-mail are required. */
export function validateProfile(form: ProfileForm): string | null {
  return [form.firstName, form.lastName, form.email].some((v) => v.trim() === "") ? PROFILE_TEXTS.fillRequired : null
}

export type PasswordForm = { currentPassword: string; newPassword: string; confirmPassword: string }

/** All three fields; new and confirmation equal; new at least 6 characters. */
export function validatePasswordChange(form: PasswordForm): string | null {
  if (!form.currentPassword || !form.newPassword || !form.confirmPassword) return PROFILE_TEXTS.fillRequired
  if (form.newPassword !== form.confirmPassword) return PROFILE_TEXTS.passwordsDiffer
  if (form.newPassword.length < LENGTHS.passwordMin) return PROFILE_TEXTS.passwordShort
  return null
}

/** Orders on the profile show the last 8 characters of the id, upper-cased. */
export function shortOrderId(id: string): string {
  return id.slice(-8).toUpperCase()
}
