import { z } from "@medusajs/framework/zod"

const COUPON_CODE_MESSAGE = "Please enter a coupon code"
const DISCOUNT_MESSAGE = "Please enter a valid discount amount"
const COUPON_LIMITS = { percentage: { min: 1, max: 100 }, fixed: { min: 1, max: 10000 } } as const

const toNumber = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v)
const toBoolean = (v: unknown) => (v === "true" ? true : v === "false" ? false : v)

/** POST /api/coupons: the admin form's rules (requirements CPN-08, ADM-09). */
export const CreateCouponBody = z
  .object({
    code: z.preprocess(
      (v) => (typeof v === "string" ? v.trim().toUpperCase() : v),
      z
        .string({ error: COUPON_CODE_MESSAGE })
        .min(1, { error: COUPON_CODE_MESSAGE })
        .max(32, { error: "Coupon code must be at most 32 characters" })
        .regex(/^[A-Z0-9_-]+$/, { error: "Coupon code may contain only letters, numbers, - and _" })
    ),
    discountType: z.enum(["fixed", "percentage"], { error: "Discount type must be fixed or percentage" }),
    discountAmount: z.preprocess(
      toNumber,
      z
        .number({ error: DISCOUNT_MESSAGE })
        .refine((n) => Number.isFinite(n) && n > 0, { error: DISCOUNT_MESSAGE })
        .refine((n) => Math.round(n * 100) === n * 100, { error: "Discount amount may have at most 2 decimals" })
    ),
    isActive: z.preprocess(toBoolean, z.boolean({ error: "isActive must be true or false" }).optional().default(true)),
  })
  .superRefine((body, ctx) => {
    const { min, max } = COUPON_LIMITS[body.discountType]
    if (body.discountAmount < min || body.discountAmount > max) {
      ctx.addIssue({
        code: "custom",
        path: ["discountAmount"],
        message:
          body.discountType === "percentage"
            ? `Percentage discount must be between ${min} and ${max}`
            : `Fixed discount must be between ₹${min} and ₹${max}`,
      })
    }
  })
export type CreateCouponBody = z.infer<typeof CreateCouponBody>

/** PUT /api/coupons/{id}/status */
export const CouponStatusBody = z.object({
  isActive: z.preprocess(toBoolean, z.boolean({ error: "isActive must be true or false" })),
})
export type CouponStatusBody = z.infer<typeof CouponStatusBody>
