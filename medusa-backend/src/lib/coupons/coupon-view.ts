/** A coupon (requirements CPN-01) as the /api contract returns it. */
export type Coupon = {
  _id: string
  id: string
  code: string
  discountType: "fixed" | "percentage"
  discountAmount: number
  isActive: boolean
  createdAt: string
}

export type CouponInput = {
  code: string
  discountType: "fixed" | "percentage"
  discountAmount: number
  isActive: boolean
}

export type PromotionForCoupon = {
  id: string
  code?: string | null
  status?: string | null
  created_at?: string | Date | null
  application_method?: { type?: string | null; value?: unknown } | null
}

/** Promotion fields the coupon view reads. */
export const COUPON_PROMOTION_FIELDS = ["id", "code", "status", "created_at", "application_method.type", "application_method.value"]

export function toCoupon(promotion: PromotionForCoupon): Coupon {
  const raw = promotion.application_method?.value
  const amount = Number(typeof raw === "object" && raw !== null && "value" in raw ? (raw as { value: unknown }).value : raw)
  return {
    _id: promotion.id,
    id: promotion.id,
    code: promotion.code ?? "",
    discountType: promotion.application_method?.type === "fixed" ? "fixed" : "percentage",
    discountAmount: Number.isFinite(amount) ? amount : 0,
    isActive: promotion.status === "active",
    createdAt: promotion.created_at ? new Date(promotion.created_at).toISOString() : "",
  }
}

/**
 * A coupon as a Medusa promotion: a code the shopper types (not automatic).
 * fixed = rupees off the order total; percentage = percent off every item.
 */
export function toPromotionData(input: CouponInput, currencyCode: string) {
  const applicationMethod =
    input.discountType === "fixed"
      ? {
          type: "fixed" as const,
          target_type: "order" as const,
          allocation: "across" as const,
          value: input.discountAmount,
          currency_code: currencyCode,
        }
      : { type: "percentage" as const, target_type: "items" as const, allocation: "across" as const, value: input.discountAmount }
  return {
    code: input.code,
    type: "standard" as const,
    status: input.isActive ? ("active" as const) : ("inactive" as const),
    is_automatic: false,
    // Prices include GST, so a coupon's rupees or percent come off the price the shopper sees.
    is_tax_inclusive: true,
    application_method: applicationMethod,
  }
}
