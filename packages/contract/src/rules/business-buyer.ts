import type { FieldError } from "../errors.js"
import { CHECKOUT_MESSAGES } from "../messages/checkout.js"
import { gstinError, normaliseGstin } from "./gstin.js"
import { LENGTHS } from "./lengths.js"

/** A business buyer (optional at checkout): the GSTIN and its registered name go on a B2B tax invoice. */
export type BusinessBuyer = { gstin: string; name: string }

const str = (v: unknown): string => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "")

/** `gstin` + `businessName` of a body (checkout, profile): both or neither; the GSTIN validated (./gstin). */
export function parseBusinessBuyer(
  b: Record<string, unknown>,
  prefix = ""
): { ok: true; value: BusinessBuyer | null } | { ok: false; errors: FieldError[] } {
  const gstin = normaliseGstin(str(b.gstin))
  const name = str(b.businessName)
  if (!gstin && !name) return { ok: true, value: null }
  const errors: FieldError[] = []
  const bad = gstin ? gstinError(gstin) : "Please enter the GSTIN of the business"
  if (bad) errors.push({ msg: bad, path: `${prefix}gstin` })
  if (!name) errors.push({ msg: CHECKOUT_MESSAGES.businessName, path: `${prefix}businessName` })
  else if (name.length > LENGTHS.businessNameMax)
    errors.push({ msg: `Business name must be at most ${LENGTHS.businessNameMax} characters`, path: `${prefix}businessName` })
  return errors.length ? { ok: false, errors } : { ok: true, value: { gstin, name } }
}
