/** Coupon codes as the shop enters and compares them: trimmed and upper-cased. */
export function normalizeCouponCode(code: unknown): string {
  return typeof code === "string" ? code.trim().toUpperCase() : ""
}

/** The characters a coupon code the admin creates may hold. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]+$/
