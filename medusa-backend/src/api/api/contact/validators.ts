import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import { CONTACT_SUBJECTS } from "../../../modules/contact"
import { DomainError, type FieldError } from "../../../lib/errors"
import { EMAIL_RE } from "../reviews/validators"

export const CONTACT_TEXT = {
  required: "Please fill in all required fields",
  email: "Please enter a valid email address",
  messageShort: "Message must be at least 10 characters long",
  thanks: "Thank you for your message! We will get back to you soon.",
} as const

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

const text = (label: string) => z.string({ error: `${label} must be text` }).trim()

export const ContactBody = z.object({
  name: text("Name").min(1, CONTACT_TEXT.required).max(100, "Name must be at most 100 characters"),
  email: text("Email").toLowerCase().max(254, CONTACT_TEXT.email).regex(EMAIL_RE, CONTACT_TEXT.email),
  phone: text("Phone")
    .max(20, "Please enter a valid phone number")
    .refine((p) => !p || /^\+?[0-9][0-9\s()-]{5,18}$/.test(p), "Please enter a valid phone number")
    .transform((p) => p || undefined)
    .nullish(),
  subject: z.enum(CONTACT_SUBJECTS, { error: "Please choose a subject: product-inquiry, order-support, shipping or returns" }),
  message: text("Message").min(10, CONTACT_TEXT.messageShort).max(5000, "Message must be at most 5000 characters"),
})

export type ContactInput = z.infer<typeof ContactBody>
