/** Indian PIN codes: six digits, the first never 0. */
export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/

export const isValidPinCode = (value: string) => PIN_CODE_PATTERN.test(value.trim())

/** An Indian mobile number with its optional +91, 91 or 0 prefix, after separators are dropped. */
const INDIAN_MOBILE = /^(?:\+?91|0)?([6-9]\d{9})$/

/** Normalises an Indian mobile number to 10 digits (drops +91, 91 or 0 and separators); null when invalid. */
export function normalizeIndianPhone(value: string): string | null {
  const digits = value.replace(/[\s\-().]/g, "")
  const match = INDIAN_MOBILE.exec(digits)
  return match ? match[1] : null
}

/** The shipping address's fields, all required. */
export const ADDRESS_FIELDS = ["name", "street", "city", "state", "zipCode", "phone"] as const

/** Longest accepted text per free-text address field (the PIN code's format fixes its length). */
export const ADDRESS_MAX_LENGTH = { name: 100, street: 300, city: 100, state: 100, phone: 20 } as const
