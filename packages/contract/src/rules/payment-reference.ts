/**
 * The reference a shopper gives after paying, so an operator can find the
 * credit on the bank statement.
 *
 * - UPI: the 12-digit UTR (UPI transaction reference / RRN) every UPI app shows.
 * - Bank transfer: the NEFT/RTGS UTR, 4 letters of the sending bank's IFSC
 *   followed by 12 (NEFT, 16 characters) or 18 (RTGS, 22 characters) letters
 *   and digits, e.g. "SBIN424242424242". IMPS transfers carry a 12-digit RRN,
 *   accepted by the first rule.
 *
 * Spaces and dashes people copy along are dropped and letters upper-cased
 * before checking, so the stored value is what a statement prints.
 */
const UPI_UTR = /^\d{12}$/
const BANK_UTR = /^[A-Z]{4}[A-Z0-9]{12}(?:[A-Z0-9]{6})?$/

export function normalizePaymentReference(value: string): string {
  return value.replace(/[\s-]/g, "").toUpperCase()
}

export function isValidPaymentReference(normalized: string): boolean {
  return UPI_UTR.test(normalized) || BANK_UTR.test(normalized)
}
