import { z } from "@medusajs/framework/zod"

const COUPON_REQUIRED_MESSAGE = "Please enter a coupon code"

/** Codes are trimmed and upper-cased (requirements CPN-05); orderAmount is what the client shows and is not trusted. */
export const CouponCodeBody = z.object({
  code: z
    .string({ error: COUPON_REQUIRED_MESSAGE })
    .transform((v) => v.trim().toUpperCase())
    .pipe(z.string().min(1, COUPON_REQUIRED_MESSAGE).max(100, "Coupon code is too long")),
  orderAmount: z.coerce.number().nonnegative().optional(),
})
export type CouponCodeBodyType = z.infer<typeof CouponCodeBody>
