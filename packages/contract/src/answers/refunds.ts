import { z } from "zod"

/** Answers of the operator's "refunds due" list (issue 45, decisions D2). */

const when = z.union([z.string(), z.date()])

/** One refund the entry point recorded: a manual one waits "due" until the operator pays it. */
export const RefundDueSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  /** Rupees, two decimals. */
  amount: z.number(),
  source_key: z.string(),
  source_kind: z.enum(["return", "rto", "cancellation", "exchange-difference"]),
  source_id: z.string(),
  payee_kind: z.enum(["upi", "bank"]).nullable(),
  upi_id: z.string().nullable(),
  account_name: z.string().nullable(),
  account_number: z.string().nullable(),
  ifsc: z.string().nullable(),
  state: z.enum(["due", "paid", "void"]),
  utr: z.string().nullable(),
  refund_id: z.string().nullable(),
  paid_at: when.nullable(),
  created_at: when,
})
export type RefundDue = z.infer<typeof RefundDueSchema>

export const AdminRefundsDueAnswerSchema = z.object({
  refunds: z.array(RefundDueSchema),
  count: z.number().int().nonnegative(),
  limit: z.number().int(),
  offset: z.number().int(),
})
export type AdminRefundsDueAnswer = z.infer<typeof AdminRefundsDueAnswerSchema>

export const RefundDuePaidAnswerSchema = z.object({ refund: RefundDueSchema })
export type RefundDuePaidAnswer = z.infer<typeof RefundDuePaidAnswerSchema>
