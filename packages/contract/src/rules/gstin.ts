import { gstStateName } from "./gst-states.js"

/**
 * GSTIN (Goods and Services Tax Identification Number), 15 characters:
 *  1-2  state code (the GST state codes, 01-38; 97 Other Territory),
 *  3-12 the holder's PAN: 5 letters, 4 digits, 1 letter,
 *  13   entity number for that PAN in the state (1-9, then A-Z),
 *  14   "Z" by default,
 *  15   check character: GSTN's mod-36 check over the first 14 (alternate
 *       weights 1 and 2, each product folded as quotient + remainder by 36).
 */
const CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
const SHAPE = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/

export const GSTIN_MESSAGES = {
  length: "GSTIN must be 15 characters",
  shape: "GSTIN must look like 27ABCDE1234F1Z5: state code, PAN, entity number, Z, check character",
  state: "GSTIN must start with a valid GST state code",
  check: "GSTIN check character does not match; please check the number",
} as const

/** The check character GSTN computes for the first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0
  for (let i = 0; i < 14; i++) {
    const product = CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return CHARS[(36 - (sum % 36)) % 36]
}

/** Upper-cased, spaces dropped: how a GSTIN is stored and compared. */
export const normaliseGstin = (value: string) => value.replace(/\s+/g, "").toUpperCase()

/** Why a GSTIN is not valid, or null when it is (after normaliseGstin). */
export function gstinError(value: string): string | null {
  const gstin = normaliseGstin(value)
  if (gstin.length !== 15) return GSTIN_MESSAGES.length
  const m = SHAPE.exec(gstin)
  if (!m) return GSTIN_MESSAGES.shape
  if (!gstStateName(m[1]) && m[1] !== "97") return GSTIN_MESSAGES.state
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return GSTIN_MESSAGES.check
  return null
}

/** The GST state code a GSTIN is registered in (its first two digits). */
export const gstinStateCode = (gstin: string) => normaliseGstin(gstin).slice(0, 2)
