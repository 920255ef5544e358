import { z } from "zod"
import { CartCouponSchema, CartViewSchema } from "./cart.js"

/** A coupon as the operator's list shows it. */
export const CouponSchema = z.object({
  _id: z.string(),
  id: z.string(),
  code: z.string(),
  discountType: z.enum(["fixed", "percentage"]),
  discountAmount: z.number(),
  isActive: z.boolean(),
  createdAt: z.string(),
})
export type Coupon = z.infer<typeof CouponSchema>

export const CouponListAnswerSchema = z.array(CouponSchema)
export const CouponChangeAnswerSchema = z.object({ message: z.string(), coupon: CouponSchema })
export const CouponDeleteAnswerSchema = z.object({ message: z.string(), id: z.string() })

/** POST /api/coupons/validate: applied to the server cart (valid), or refused with the reason (200, valid: false). */
export const CouponValidateAnswerSchema = z.discriminatedUnion("valid", [
  z.object({
    success: z.literal(true),
    valid: z.literal(true),
    coupon: CartCouponSchema,
    totals: z.object({ subtotal: z.number(), shipping: z.number(), discount: z.number(), total: z.number() }),
    message: z.string(),
  }),
  z.object({ success: z.literal(false), valid: z.literal(false), coupon: z.null(), message: z.string() }),
])
export type CouponValidateAnswer = z.infer<typeof CouponValidateAnswerSchema>

/** POST /api/coupons/apply: records that a placed order used the code. */
export const CouponApplyAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  coupon: z.object({ code: z.string(), usedCount: z.number(), usageLimit: z.number().nullable() }),
  orderNumber: z.string(),
})
export type CouponApplyAnswer = z.infer<typeof CouponApplyAnswerSchema>

/** POST /api/coupons/remove: the cart without its coupon. */
export const CouponRemoveAnswerSchema = CartViewSchema.extend({ success: z.literal(true), message: z.string() })
export type CouponRemoveAnswer = z.infer<typeof CouponRemoveAnswerSchema>

export type CouponListAnswer = z.infer<typeof CouponListAnswerSchema>
export type CouponChangeAnswer = z.infer<typeof CouponChangeAnswerSchema>
export type CouponDeleteAnswer = z.infer<typeof CouponDeleteAnswerSchema>
