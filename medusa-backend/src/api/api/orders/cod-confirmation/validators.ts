import { z } from "@medusajs/framework/zod"

/** POST /api/orders/cod-confirmation: the token of the e-mailed link (its format is checked with its signature). */
export const CodTokenBody = z.object({
  token: z.string({ error: "The confirmation link is incomplete" }).trim().min(1, "The confirmation link is incomplete").max(200),
})
export type CodTokenBodyType = z.infer<typeof CodTokenBody>
