import { z } from "zod"
import { isValidPaymentReference, normalizePaymentReference } from "../rules/payment-reference.js"
import { LIST_PAGE_MAX } from "./paging.js"

/** Requests of the operator's "refunds due" list (issue 45, decisions D2). */

const UTR_MESSAGE = "Enter the bank's reference (UTR): 12 digits for UPI or IMPS, 16 or 22 letters and digits for NEFT or RTGS"

const queryInt = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`
  return z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message))
}

export const REFUND_DUE_STATES = ["due", "paid", "void"] as const
export type RefundDueState = (typeof REFUND_DUE_STATES)[number]

/** GET /api/admin/refunds-due?state&limit&offset: oldest due first (the order they are paid in). */
export const AdminRefundsDueQuery = z.object({
  state: z.enum(REFUND_DUE_STATES).optional().default("due"),
  limit: queryInt("limit", 1, LIST_PAGE_MAX).optional().default(50),
  offset: queryInt("offset", 0, 1_000_000_000).optional().default(0),
})
export type AdminRefundsDueQuery = z.output<typeof AdminRefundsDueQuery>

/** POST /api/admin/refunds-due/{id}/paid {utr}: the bank's reference of the payout, stored as a statement prints it. */
export const RefundDuePaidBody = z.object({
  utr: z.string({ error: UTR_MESSAGE }).transform(normalizePaymentReference).refine(isValidPaymentReference, { message: UTR_MESSAGE }),
})
export type RefundDuePaidBody = z.output<typeof RefundDuePaidBody>
