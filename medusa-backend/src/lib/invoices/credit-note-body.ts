import { z } from "@medusajs/framework/zod"

const rupees = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .positive(`${label} must be more than 0`)
    .refine((v) => Math.round(v * 100) === v * 100, `${label} has at most 2 decimals`)

/**
 * An operator's partial credit note (dashboard and Medusa admin alike): per
 * invoice line (1-based, as printed) a quantity of returned goods or an amount,
 * and/or an amount of the shipping; the reason printed on the note.
 */
export const CreditNoteBody = z
  .object({
    lines: z
      .array(
        z
          .object({
            line: z.number({ error: "line must be the invoice line's number" }).int().min(1),
            quantity: z.number().int("quantity must be a whole number").min(1).optional(),
            amount: rupees("amount").optional(),
          })
          .refine((l) => (l.quantity === undefined) !== (l.amount === undefined), "Give either a quantity or an amount for each line")
      )
      .max(50)
      .optional()
      .default([]),
    shipping: rupees("shipping").optional(),
    reason: z.string({ error: "Reason is required" }).trim().min(3, "Reason is required").max(200, "Reason must be at most 200 characters"),
    /** The client's key for this note: a repeated submit returns the note issued the first time. */
    reference: z.string().trim().min(8).max(64).optional(),
  })
  .refine((b) => b.lines.length > 0 || b.shipping !== undefined, { message: "Choose a line or the shipping to credit", path: ["lines"] })
  // Each invoice line once (lib/invoices/credit-note.ts checks each entry against what is left of its line).
  .refine((b) => new Set(b.lines.map((l) => l.line)).size === b.lines.length, {
    message: "Name each invoice line once",
    path: ["lines"],
  })

export type CreditNoteBodyType = z.infer<typeof CreditNoteBody>
