import { z } from "zod"
import { COUPON_MESSAGES } from "../messages/checkout.js"
import { LENGTHS } from "../rules/lengths.js"
import { NDR_ANSWER_TEXTS, PAYMENT_REFERENCE_MESSAGES } from "../messages/orders.js"
import { isValidPaymentReference, normalizePaymentReference } from "../rules/payment-reference.js"
import { normalizeIndianPhone } from "../rules/address.js"

/** Request bodies of a shopper's orders, cash on delivery and coupons at checkout. */

/** PUT /api/auth/orders/{id}/cancel: the spec sends a fixed reason text; it is optional here. */
export const CancelOrderBody = z.object({
  reason: z.string().trim().max(500, "Reason must be at most 500 characters").optional(),
})
export type CancelOrderBodyType = z.infer<typeof CancelOrderBody>

/** POST /api/auth/orders/{id}/payment-reference: a UPI UTR or bank reference (lib/orders/payment-reference). */
export const PaymentReferenceBody = z.object({
  reference: z
    .string({ error: PAYMENT_REFERENCE_MESSAGES.required })
    .max(64, PAYMENT_REFERENCE_MESSAGES.format)
    .transform(normalizePaymentReference)
    .refine((v) => v.length > 0, PAYMENT_REFERENCE_MESSAGES.required)
    .refine((v) => v.length === 0 || isValidPaymentReference(v), PAYMENT_REFERENCE_MESSAGES.format),
})
export type PaymentReferenceBodyType = z.infer<typeof PaymentReferenceBody>

/** POST /api/orders/cod-confirmation: the token of the e-mailed link (its format is checked with its signature). */
export const CodTokenBody = z.object({
  token: z.string({ error: "The confirmation link is incomplete" }).trim().min(1, "The confirmation link is incomplete").max(200),
})
export type CodTokenBodyType = z.infer<typeof CodTokenBody>

const COUPON_REQUIRED_MESSAGE = COUPON_MESSAGES.required

/** Codes are trimmed and upper-cased (spec); orderAmount is what the client shows and is not trusted. */
export const CouponCodeBody = z.object({
  code: z
    .string({ error: COUPON_REQUIRED_MESSAGE })
    .transform((v) => v.trim().toUpperCase())
    .pipe(z.string().min(1, COUPON_REQUIRED_MESSAGE).max(LENGTHS.couponCodeMax, "Coupon code is too long")),
  orderAmount: z.coerce.number().nonnegative().optional(),
})
export type CouponCodeBodyType = z.infer<typeof CouponCodeBody>

/** POST /api/orders/track: the order number and the phone number or e-mail used at checkout (no sign-in). */
export const TrackOrderBody = z.object({
  orderNumber: z.string({ error: "Enter your order number" }).trim().min(1, "Enter your order number").max(40, "Enter your order number"),
  contact: z
    .string({ error: "Enter the phone number or e-mail used at checkout" })
    .trim()
    .min(3, "Enter the phone number or e-mail used at checkout")
    .max(254, "Enter the phone number or e-mail used at checkout"),
})
export type TrackOrderBodyType = z.infer<typeof TrackOrderBody>

/**
 * POST /api/admin/ndr/{awb}/action: what the operator (or the shopper's link) asks the courier to do with a
 * parcel whose delivery failed: deliver again (optionally to a corrected phone or address line, on a later
 * day) or send it back.
 */
export const NdrActionBody = z.object({
  action: z.enum(["reattempt", "return"], { error: "Choose reattempt or return" }),
  phone: z
    .string()
    .transform((v) => normalizeIndianPhone(v) ?? "")
    .refine((v) => v.length === 10, "Enter a 10-digit Indian mobile number")
    .optional(),
  address: z.string().trim().min(5, "Enter the address line the courier should use").max(300).optional(),
  deferredDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date as YYYY-MM-DD")
    .optional(),
})
export type NdrActionBodyType = z.infer<typeof NdrActionBody>

/**
 * POST /api/orders/delivery-answer: the shopper's answer to a failed delivery, by the e-mailed signed link
 * (no sign-in): a re-attempt, on a day and with a corrected phone or address line if given.
 */
export const NdrAnswerBody = NdrActionBody.omit({ action: true }).extend({
  token: z.string({ error: NDR_ANSWER_TEXTS.noToken }).trim().min(1, NDR_ANSWER_TEXTS.noToken).max(200),
})
export type NdrAnswerBodyType = z.infer<typeof NdrAnswerBody>
