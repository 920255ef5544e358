/**
 * The operator's view of the shop, as /api/admin/* and /api/coupons answer it: the
 * answers' types are the contract's (packages/contract answers/admin.ts, coupons.ts,
 * orders.ts); only the forms' inputs are the dashboard's own.
 */
import type { Coupon } from "@sugandh/contract"

export type { OrderStatus } from "@/lib/order-status"
export type { Role } from "@/lib/user"
export type {
  AdminProduct,
  AdminStatsAnswer as AdminStats,
  AdminUser,
  AdminUserDetails,
  Coupon,
  CreditMatch,
  CreditNotesView,
  GatewaySettlementPreviewAnswer as GatewaySettlementPreview,
  Order as AdminOrder,
  PaymentSummaryAnswer as PaymentSummary,
  ReconcileConfirmAnswer,
  ReconcilePreviewAnswer as ReconcilePreview,
  RemittanceConfirmAnswer,
  RemittancePreviewAnswer as RemittancePreview,
} from "@sugandh/contract"

/** Edit: the operator changes an account's name only. */
export type UserNameInput = { firstName: string; lastName: string }

export type DiscountType = Coupon["discountType"]

export type CouponInput = {
  code: string
  discountType: DiscountType
  discountAmount: number
  isActive: boolean
}

export type TrackingInput = {
  trackingNumber: string
  trackingUrl: string
  estimatedDelivery: string
  note: string
}

/** POST /api/admin/orders/{id}/credit-notes. */
export type CreditNoteInput = {
  lines: { line: number; quantity?: number; amount?: number }[]
  shipping?: number
  reason: string
}
