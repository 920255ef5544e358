import { z } from "@medusajs/framework/zod"

/** PUT /api/auth/orders/{id}/cancel: the spec sends a fixed reason text; it is optional here. */
export const CancelOrderBody = z.object({
  reason: z.string().trim().max(500, "Reason must be at most 500 characters").optional(),
})
export type CancelOrderBodyType = z.infer<typeof CancelOrderBody>
