import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { DomainError, type FieldError } from "../../../lib/errors"
import { CONTACT_TEXT } from "@sugandh/contract"

// The body's schema is the contract's (shared with the storefront); the required-fields rule below is HTTP middleware.
export { ContactBody, type ContactInput } from "@sugandh/contract"

export { CONTACT_TEXT }

const REQUIRED: Array<[field: string, label: string]> = [
  ["name", "Name"],
  ["email", "Email"],
  ["subject", "Subject"],
  ["message", "Message"],
]

/**
 * The form's first rule: any required field missing or blank gives
 * "Please fill in all required fields", with one entry per missing field.
 * Runs before the field-by-field schema so that rule wins.
 */
export function requireContactFields(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const body = req.body as Record<string, unknown> | undefined
  if (body !== undefined && body !== null && (typeof body !== "object" || Array.isArray(body))) return next() // validateBody answers
  const errors: FieldError[] = REQUIRED.filter(([field]) => {
    const v = body?.[field]
    return v === undefined || v === null || (typeof v === "string" && !v.trim())
  }).map(([field, label]) => ({ msg: `${label} is required`, path: field }))
  if (errors.length) return next(new DomainError("invalid", CONTACT_TEXT.required, { errors }))
  next()
}
