import { z } from "@medusajs/framework/zod"

/** POST /api/admin/payments/cod-remittance/confirm: the matched rows the operator ticked in the preview. */
export const ConfirmRemittanceBody = z.object({
  matches: z
    .array(
      z.object({
        orderId: z.string({ error: "orderId is required" }).trim().min(1, "orderId is required").max(100),
        amount: z.number({ error: "amount must be a number" }).positive("amount must be positive").max(10_000_000),
        awb: z.string().trim().max(100).optional().nullable(),
      }),
      { error: "Choose at least one row to confirm" }
    )
    .min(1, "Choose at least one row to confirm")
    .max(500, "At most 500 rows at once"),
})
export type ConfirmRemittanceBodyType = z.infer<typeof ConfirmRemittanceBody>
