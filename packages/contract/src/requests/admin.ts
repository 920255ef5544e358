import { z } from "zod"
import { COUPON_MESSAGES } from "../messages/checkout.js"
import { CATEGORY_HANDLES } from "../rules/catalogue.js"
import { COUPON_CODE_PATTERN } from "../rules/coupon.js"
import { LENGTHS } from "../rules/lengths.js"
import { ORDER_STATUSES } from "../rules/order-status.js"

/** Request bodies of the operator's /api/admin and /api/coupons routes. */

// api/api/admin/users
export const RoleBody = z.object({
  role: z.enum(["customer", "admin"], { error: "Role must be customer or admin" }),
})
export type RoleBody = z.infer<typeof RoleBody>

/** The same rules as a shopper's own name (register, profile): trimmed, 1 to 50 characters. */
const name = (label: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(LENGTHS.nameMax, `${label} must be at most ${LENGTHS.nameMax} characters`)

/** PUT /api/admin/users/{id}: the operator's Edit changes the name only. */
export const RenameBody = z.object({ firstName: name("First name"), lastName: name("Last name") })
export type RenameBody = z.infer<typeof RenameBody>

// api/api/admin/orders
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((v) => v || null)

export const ConfirmOrderBody = z.object({ note: optionalText(1000, "Note") })
export type ConfirmOrderBodyType = z.infer<typeof ConfirmOrderBody>

const isRealDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v
}

export const TrackingBody = z.object({
  trackingNumber: z
    .string({ error: "Tracking number is required" })
    .trim()
    .min(1, "Tracking number is required")
    .max(100, "Tracking number must be at most 100 characters"),
  trackingUrl: z
    .string()
    .trim()
    .max(2000, "Tracking URL is too long")
    .refine((v) => v === "" || /^https?:\/\/\S+$/i.test(v), "Tracking URL must start with http:// or https://")
    .optional()
    .nullable()
    .transform((v) => v || null),
  estimatedDelivery: z
    .string()
    .trim()
    .refine((v) => v === "" || (/^\d{4}-\d{2}-\d{2}$/.test(v) && isRealDate(v)), "Estimated delivery must be a date in YYYY-MM-DD format")
    .optional()
    .nullable()
    .transform((v) => v || null),
  note: optionalText(1000, "Note"),
})
export type TrackingBodyType = z.infer<typeof TrackingBody>

const STATUS_MESSAGE = `Status must be one of ${ORDER_STATUSES.join(", ")}`
export const StatusBody = z.object({
  status: z.enum(ORDER_STATUSES, { error: STATUS_MESSAGE }),
  note: optionalText(1000, "Note"),
})
export type StatusBodyType = z.infer<typeof StatusBody>

// api/api/admin/products
/** The Add Product form's lists (spec section 5). */
const PRODUCT_FRAGRANCES = ["floral", "woody", "fresh", "oriental", "citrus", "spicy"] as const
const PRODUCT_SIZES = ["6ml", "12ml", "30ml", "50ml", "75ml", "100ml"] as const
const MAX_PRICE = 1_000_000
const MAX_STOCK = 1_000_000

// Multipart fields arrive as strings; a repeated field arrives as an array.
const single = (value: unknown) => (Array.isArray(value) ? value[value.length - 1] : value)
const trimmed = (value: unknown) => {
  const v = single(value)
  return typeof v === "string" ? v.trim() : v
}
const blankToUndefined = (value: unknown) => {
  const v = trimmed(value)
  return v === "" || v === null ? undefined : v
}

const requiredText = (label: string, max: number) =>
  z.preprocess(
    trimmed,
    z
      .string({ error: `${label} is required` })
      .min(1, { error: `${label} is required` })
      .max(max, { error: `${label} must be at most ${max} characters` })
  )

/** A rupee amount: a plain decimal with at most 2 decimals (step 0.01), 0 or more. */
const amount = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^\d+(\.\d{1,2})?$/, { error: `${label} must be a number of 0 or more with at most 2 decimals` })
    .transform(Number)
    .refine((n) => n <= MAX_PRICE, { error: `${label} must be at most ${MAX_PRICE}` })

const oneOf = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.preprocess(
    (v) => (typeof trimmed(v) === "string" ? (trimmed(v) as string).toLowerCase() : trimmed(v)),
    z.enum(values, { error: `${label} must be one of ${values.join(", ")}` })
  )

const FLAG_TRUE = new Set(["true", "on", "1", "yes"])
const FLAG_FALSE = new Set(["false", "off", "0", "no", ""])

export const productFormSchema = z
  .object({
    name: requiredText("Name", 200),
    brand: requiredText("Brand", 100),
    description: requiredText("Description", 5000),
    price: z.preprocess(blankToUndefined, amount("Price")),
    originalPrice: z.preprocess(blankToUndefined, amount("Original price").optional()),
    category: oneOf("Category", CATEGORY_HANDLES),
    fragrance: oneOf("Fragrance", PRODUCT_FRAGRANCES),
    size: oneOf("Size", PRODUCT_SIZES),
    stockQuantity: z.preprocess(
      blankToUndefined,
      z
        .string({ error: "Stock quantity is required" })
        .regex(/^\d+$/, { error: "Stock quantity must be a whole number of 0 or more" })
        .transform(Number)
        .refine((n) => n <= MAX_STOCK, { error: `Stock quantity must be at most ${MAX_STOCK}` })
    ),
    featured: z.preprocess(
      (v) => {
        const t = trimmed(v)
        return t === undefined ? "false" : typeof t === "string" ? t.toLowerCase() : t
      },
      z
        .string()
        .refine((s) => FLAG_TRUE.has(s) || FLAG_FALSE.has(s), { error: "Featured must be true or false" })
        .transform((s) => FLAG_TRUE.has(s))
    ),
    tags: z.preprocess(
      (v) => trimmed(v) ?? "",
      z
        .string({ error: "Tags must be text separated by commas" })
        .max(1000, { error: "Tags must be at most 1000 characters" })
        .transform((s) => [
          ...new Set(
            s
              .split(",")
              .map((t) => t.trim())
              .filter(Boolean)
          ),
        ])
        .refine((tags) => tags.length <= 20, { error: "At most 20 tags are allowed" })
        .refine((tags) => tags.every((t) => t.length <= 50), { error: "Each tag must be at most 50 characters" })
    ),
  })
  // The struck-through price cannot be below the selling price.
  .refine((f) => f.originalPrice === undefined || f.originalPrice >= f.price, {
    error: "Original price cannot be less than the price",
    path: ["originalPrice"],
  })

// api/api/admin/payments
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

// api/api/admin/payments/gateway-settlements
/** POST /api/admin/payments/gateway-settlements/confirm: the settled payments the operator ticked in the preview (issue 46). */
export const ConfirmGatewaySettlementsBody = z.object({
  matches: z
    .array(
      z.object({
        gatewayPaymentId: z
          .string({ error: "gatewayPaymentId is required" })
          .trim()
          .regex(/^pay_[A-Za-z0-9]{1,40}$/, "gatewayPaymentId must be a Razorpay payment id (pay_...)"),
        settlementId: z
          .string({ error: "settlementId is required" })
          .trim()
          .regex(/^setl_[A-Za-z0-9]{1,40}$/, "settlementId must be a Razorpay settlement id (setl_...)"),
        settledAt: z.iso.datetime({ error: "settledAt must be an ISO date and time" }),
      }),
      { error: "Choose at least one settlement to confirm" }
    )
    .min(1, "Choose at least one settlement to confirm")
    .max(1000, "At most 1000 settlements at once"),
})
export type ConfirmGatewaySettlementsBodyType = z.infer<typeof ConfirmGatewaySettlementsBody>

// api/api/admin/payments/cod-remittance
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

// lib/coupons
const COUPON_CODE_MESSAGE = COUPON_MESSAGES.required
const DISCOUNT_MESSAGE = "Please enter a valid discount amount"
const COUPON_LIMITS = { percentage: { min: 1, max: 100 }, fixed: { min: 1, max: 10000 } } as const

const toNumber = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v)
const toBoolean = (v: unknown) => (v === "true" ? true : v === "false" ? false : v)

/** POST /api/coupons: the admin form's rules (spec section 5, Admin coupon). */
export const CreateCouponBody = z
  .object({
    code: z.preprocess(
      (v) => (typeof v === "string" ? v.trim().toUpperCase() : v),
      z
        .string({ error: COUPON_CODE_MESSAGE })
        .min(1, { error: COUPON_CODE_MESSAGE })
        .max(LENGTHS.couponCodeCreateMax, { error: `Coupon code must be at most ${LENGTHS.couponCodeCreateMax} characters` })
        .regex(COUPON_CODE_PATTERN, { error: "Coupon code may contain only letters, numbers, - and _" })
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
