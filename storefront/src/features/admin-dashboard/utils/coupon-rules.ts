import type { CouponInput, DiscountType } from "../types"

const COUPON_CODE_REQUIRED = "Please enter a coupon code"
const DISCOUNT_INVALID = "Please enter a valid discount amount"

/** The form's limits per type (requirements ADM-09): min 1; max 100 % or ₹10,000. */
export const COUPON_LIMITS: Record<DiscountType, { min: number; max: number }> = {
  percentage: { min: 1, max: 100 },
  fixed: { min: 1, max: 10000 },
}

export type CouponDraft = { code: string; discountType: DiscountType; discountAmount: string; isActive: boolean }

/** Codes are typed in any case and stored upper-cased without surrounding spaces. */
export const normaliseCouponCode = (code: string) => code.trim().toUpperCase()

type CouponCheck = { ok: true; value: CouponInput } | { ok: false; message: string; field: "code" | "discountAmount" }

/** The same checks the server makes, so the operator hears about a mistake before the round trip. */
export function checkCouponDraft(draft: CouponDraft): CouponCheck {
  const code = normaliseCouponCode(draft.code)
  if (!code) return { ok: false, message: COUPON_CODE_REQUIRED, field: "code" }
  const amount = Number(draft.discountAmount)
  if (draft.discountAmount.trim() === "" || !Number.isFinite(amount) || amount <= 0) {
    return { ok: false, message: DISCOUNT_INVALID, field: "discountAmount" }
  }
  const { min, max } = COUPON_LIMITS[draft.discountType]
  if (amount < min || amount > max) {
    return {
      ok: false,
      field: "discountAmount",
      message:
        draft.discountType === "percentage"
          ? `Percentage discount must be between ${min} and ${max}`
          : `Fixed discount must be between ₹${min} and ₹${max.toLocaleString("en-IN")}`,
    }
  }
  return { ok: true, value: { code, discountType: draft.discountType, discountAmount: amount, isActive: draft.isActive } }
}

/** "20% OFF" or "₹150 OFF", as the coupon list shows the discount. */
export function describeDiscount(coupon: { discountType: DiscountType; discountAmount: number }): string {
  return coupon.discountType === "percentage" ? `${coupon.discountAmount}% OFF` : `₹${coupon.discountAmount.toLocaleString("en-IN")} OFF`
}
