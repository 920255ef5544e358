import { z } from "@medusajs/framework/zod"

/** POST /api/admin/payments/reconcile/confirm: the matches the operator ticked in the preview. */
export const ConfirmMatchesBody = z.object({
  matches: z
    .array(
      z.object({
        orderId: z.string({ error: "orderId is required" }).trim().min(1, "orderId is required").max(100),
        reference: z.string().trim().max(100).optional().nullable(),
        date: z.string().trim().max(40).optional().nullable(),
      }),
      { error: "Choose at least one match to confirm" }
    )
    .min(1, "Choose at least one match to confirm")
    .max(500, "At most 500 matches at once"),
})
export type ConfirmMatchesBodyType = z.infer<typeof ConfirmMatchesBody>
