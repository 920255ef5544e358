import {
  CouponApplyAnswerSchema,
  CouponRemoveAnswerSchema,
  CouponValidateAnswerSchema,
  MessageAnswerSchema,
  OnlinePaymentStartAnswerSchema,
  OrderPaymentAnswerSchema,
  PlaceOrderAnswerSchema,
  TotalChangedErrorSchema,
} from "@/lib/answers"
import { api, isApiError } from "@/lib/api"
import type { AppliedCoupon, BusinessBuyer, CheckoutItem, GiftWrapChoice, PaymentMethod, ShippingAddress, Totals } from "../types"

export type PlaceOrderInput = {
  items: CheckoutItem[]
  shippingAddress: ShippingAddress
  paymentMethod: PaymentMethod
  couponCode: string | null
  giftWrap: GiftWrapChoice
  /** Optional: a registered business buyer (the server validates the GSTIN). */
  business?: BusinessBuyer
  /** What the page shows; the server refuses the order (409) if its own total differs. */
  totals: Totals
}

/** POST /api/auth/orders with the attempt's Idempotency-Key. */
export function placeOrderRequest(input: PlaceOrderInput, idempotencyKey: string) {
  // The server adds the wrap to the order at its own price; the total already counts it.
  return api.post("/auth/orders", orderBody(input), {
    headers: { "Idempotency-Key": idempotencyKey },
    timeoutMs: 30_000,
    answer: PlaceOrderAnswerSchema,
  })
}

/** The order body POST /api/auth/orders takes (also POST /api/auth/checkout/online-payment's). */
function orderBody(input: PlaceOrderInput) {
  return {
    items: input.items.map((i) => ({ productId: i.productId, name: i.name, quantity: i.quantity, price: i.price })),
    shippingAddress: input.shippingAddress,
    paymentMethod: input.paymentMethod,
    couponCode: input.couponCode,
    ...(input.giftWrap ? { giftWrap: true, giftMessage: input.giftWrap.message.trim() } : {}),
    ...(input.business ? { gstin: input.business.gstin.trim(), businessName: input.business.name.trim() } : {}),
    subtotal: input.totals.subtotal,
    shipping: input.totals.shipping,
    tax: input.totals.tax ?? 0,
    total: input.totals.total,
  }
}

/** POST /api/auth/checkout/online-payment: the cart's Razorpay order, to open Razorpay Checkout with (the cart stays a cart). */
export const startOnlinePaymentRequest = (input: PlaceOrderInput) =>
  api.post("/auth/checkout/online-payment", orderBody(input), { timeoutMs: 30_000, answer: OnlinePaymentStartAnswerSchema })

/** What Razorpay Checkout's handler receives on success, sent as is. */
export type OnlinePaymentProof = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }

/** POST /api/auth/checkout/online-payment/confirm: the server verifies the payment and the cart becomes the order. */
export const confirmOnlinePaymentRequest = (proof: OnlinePaymentProof) =>
  api.post("/auth/checkout/online-payment/confirm", proof, { timeoutMs: 30_000, answer: PlaceOrderAnswerSchema })

/** POST /api/auth/resend-verification: a new verification link to the account's e-mail. */
export const resendVerificationRequest = (email: string) =>
  api.post("/auth/resend-verification", { email }, { answer: MessageAnswerSchema })

/** The server refused the order because the account's e-mail is not verified yet (409, error EMAIL_NOT_VERIFIED). */
export function isEmailNotVerified(error: unknown): boolean {
  return isApiError(error) && error.body?.error === "EMAIL_NOT_VERIFIED"
}

/** The server's totals in a 409 "total changed" answer (the contract's TotalChangedErrorSchema), or null for any other failure. */
export async function changedTotals(error: unknown): Promise<Totals | null> {
  if (!isApiError(error) || error.status !== 409) return null
  const refusal = (await TotalChangedErrorSchema.load()).safeParse(error.body)
  if (!refusal.success) return null
  const { subtotal, giftWrap, codFee, shipping, discount, tax, total } = refusal.data.totals
  return { subtotal, giftWrap, codFee, shipping, discount, tax, total }
}

type CouponAnswer = { valid: true; coupon: AppliedCoupon; totals: Totals | null; message: string } | { valid: false; message: string }

/** POST /api/coupons/validate {code, orderAmount}: the server applies the code to the cart and answers its discount. */
export async function validateCouponRequest(code: string, orderAmount: number): Promise<CouponAnswer> {
  const body = await api.post("/coupons/validate", { code, orderAmount }, { answer: CouponValidateAnswerSchema })
  if (!body.valid) return { valid: false, message: body.message }
  return { valid: true, coupon: body.coupon, totals: body.totals, message: body.message }
}

/** POST /api/coupons/remove: the box's Remove takes the code off the server cart and answers the cart's new totals. */
export async function removeCouponRequest(): Promise<Totals | null> {
  const body = await api.post("/coupons/remove", {}, { answer: CouponRemoveAnswerSchema })
  return body.totals
}

/** POST /api/coupons/apply after an order; a failure is only logged (requirements CPN-06). */
export function recordCouponUse(code: string): void {
  api
    .post("/coupons/apply", { code }, { answer: CouponApplyAnswerSchema })
    .catch((error: unknown) => console.warn("Coupon use not recorded", error))
}

/** GET /api/auth/orders/{id}/payment: the instructions of an unpaid order again (409 once paid or cancelled). */
export const paymentInstructionsRequest = (orderId: string, signal?: AbortSignal) =>
  api.get(`/auth/orders/${encodeURIComponent(orderId)}/payment`, { signal, answer: OrderPaymentAnswerSchema })
