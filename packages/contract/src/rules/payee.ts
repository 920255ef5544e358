/**
 * Where a manual refund is sent (issue 45): a UPI ID or a bank account with
 * its IFSC. Checked for shape only (the bank checks the rest when the
 * operator pays), on the storefront's form and on the server alike.
 *
 * - UPI ID (VPA): `name@handle`, the name of letters, digits, dot, dash or
 *   underscore, the handle the bank's letters ("ravi.k@okicici", "9876543210@ybl").
 * - IFSC: four letters (the bank), `0` (reserved), six letters or digits (the
 *   branch), as RBI assigns them ("SBIN0001234").
 * - Account number: 9 to 18 digits (Indian banks' range).
 */
const VPA = /^[a-z0-9._-]{2,256}@[a-z][a-z0-9]{1,63}$/i
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/
const ACCOUNT_NUMBER = /^\d{9,18}$/

export const PAYEE_MESSAGES = {
  upiId: "Enter a UPI ID like name@bank",
  ifsc: "Enter an IFSC of 11 characters: 4 letters, 0, then 6 letters or digits",
  accountNumber: "Enter an account number of 9 to 18 digits",
  accountName: "Enter the account holder's name",
} as const

/** The UPI ID as stored: trimmed, lower-case (UPI IDs are not case-sensitive). */
export const normalizeUpiId = (value: string) => value.trim().toLowerCase()
/** The IFSC as stored: spaces dropped, upper-case. */
export const normalizeIfsc = (value: string) => value.replace(/\s/g, "").toUpperCase()
/** The account number as stored: spaces and dashes people copy along dropped. */
export const normalizeAccountNumber = (value: string) => value.replace(/[\s-]/g, "")

export const isValidUpiId = (normalized: string) => VPA.test(normalized)
export const isValidIfsc = (normalized: string) => IFSC.test(normalized)
export const isValidAccountNumber = (normalized: string) => ACCOUNT_NUMBER.test(normalized)

/** Where a manual refund goes, as a shopper gives it. */
export type RefundPayee = { upiId: string } | { accountName: string; accountNumber: string; ifsc: string }

/** One refused payee field, its path under `prefix` ("refundTo.ifsc"). */
export type PayeeFieldError = { msg: string; path: string }

/**
 * The payee normalised, or the fields refused. A payee with both a UPI ID and
 * account fields is read as a UPI ID (the shorter, instant way).
 */
export function checkPayee(payee: RefundPayee, prefix = "refundTo"): { payee: RefundPayee } | { errors: PayeeFieldError[] } {
  if ("upiId" in payee && typeof payee.upiId === "string") {
    const upiId = normalizeUpiId(payee.upiId)
    return isValidUpiId(upiId) ? { payee: { upiId } } : { errors: [{ msg: PAYEE_MESSAGES.upiId, path: `${prefix}.upiId` }] }
  }
  const bank = payee as { accountName?: unknown; accountNumber?: unknown; ifsc?: unknown }
  const accountName = typeof bank.accountName === "string" ? bank.accountName.trim().replace(/\s+/g, " ") : ""
  const accountNumber = typeof bank.accountNumber === "string" ? normalizeAccountNumber(bank.accountNumber) : ""
  const ifsc = typeof bank.ifsc === "string" ? normalizeIfsc(bank.ifsc) : ""
  const errors: PayeeFieldError[] = []
  if (accountName.length < 2 || accountName.length > 100) errors.push({ msg: PAYEE_MESSAGES.accountName, path: `${prefix}.accountName` })
  if (!isValidAccountNumber(accountNumber)) errors.push({ msg: PAYEE_MESSAGES.accountNumber, path: `${prefix}.accountNumber` })
  if (!isValidIfsc(ifsc)) errors.push({ msg: PAYEE_MESSAGES.ifsc, path: `${prefix}.ifsc` })
  return errors.length ? { errors } : { payee: { accountName, accountNumber, ifsc } }
}
