import { z } from "@medusajs/framework/zod"
import { isValidPaymentReference, normalizePaymentReference, PAYMENT_REFERENCE_MESSAGES } from "../../../../lib/orders/payment-reference"

/** PUT /api/auth/orders/{id}/cancel: the storefront sends a fixed reason text; it is optional here (requirements ORD-07). */
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
