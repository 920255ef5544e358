import { isSpecPaymentMethod, type SpecPaymentMethod } from "../../modules/providers/payment-manual-upi/methods"
import type { SpecAddress } from "./address"
import { parseGiftWrap, type GiftWrapChoice } from "./gift-wrap"
import {
  ADDRESS_FIELDS,
  ADDRESS_MAX_LENGTH,
  CHECKOUT_MESSAGES,
  isValidPinCode,
  normalizeCouponCode,
  normalizeIndianPhone,
  parseBusinessBuyer,
  type BusinessBuyer,
  type FieldError,
} from "@sugandh/contract"

export { CHECKOUT_MESSAGES }

// The business buyer's rule (GSTIN + registered name) is shared with the storefront.
export { parseBusinessBuyer, type BusinessBuyer }

export type PlaceOrderInput = {
  shippingAddress: SpecAddress
  paymentMethod: SpecPaymentMethod
  couponCode: string | null
  /** Gift wrap (+₹49) with its optional message, or null. */
  giftWrap: GiftWrapChoice
  /** A registered business buyer (B2B invoice), or null. */
  business: BusinessBuyer | null
  /** What the client shows; compared with the server's total, never used as a price. */
  client: { subtotal: number | null; shipping: number | null; tax: number | null; total: number }
}

export type { FieldError }
export { normalizeCouponCode, normalizeIndianPhone }
type ParseResult = { ok: true; value: PlaceOrderInput } | { ok: false; message: string; errors: FieldError[] }

const ADDRESS_LABELS = { name: "Name", street: "Street", city: "City", state: "State", phone: "Phone" } as const
const LIMITED_FIELDS = Object.keys(ADDRESS_MAX_LENGTH) as (keyof typeof ADDRESS_MAX_LENGTH)[]

const str = (v: unknown): string => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "")
const num = (v: unknown): number | null => {
  if (typeof v === "number" && Number.isFinite(v)) return v
  if (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v))) return Number(v)
  return null
}

/**
 * Validates POST /api/auth/orders. Missing address fields come first and
 * share one message (requirements CHK-02); then the PIN code and phone formats. Items
 * sent by the client are ignored: the order is the server cart.
 */
export function parsePlaceOrderBody(body: unknown): ParseResult {
  const b = (body && typeof body === "object" && !Array.isArray(body) ? body : {}) as Record<string, unknown>
  const rawAddress = (b.shippingAddress && typeof b.shippingAddress === "object" ? b.shippingAddress : {}) as Record<string, unknown>
  const address = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, str(rawAddress[f])])) as SpecAddress

  const errors: FieldError[] = []
  for (const field of ADDRESS_FIELDS) {
    if (!address[field]) errors.push({ msg: CHECKOUT_MESSAGES.required, path: `shippingAddress.${field}` })
  }
  if (errors.length) return { ok: false, message: CHECKOUT_MESSAGES.required, errors }
  for (const field of LIMITED_FIELDS) {
    const max = ADDRESS_MAX_LENGTH[field]
    if (address[field].length > max) {
      errors.push({ msg: `${ADDRESS_LABELS[field]} must be at most ${max} characters`, path: `shippingAddress.${field}` })
    }
  }
  if (errors.length) return { ok: false, message: errors[0].msg, errors }

  if (!isValidPinCode(address.zipCode)) errors.push({ msg: CHECKOUT_MESSAGES.pinCode, path: "shippingAddress.zipCode" })
  const phone = normalizeIndianPhone(address.phone)
  if (!phone) errors.push({ msg: CHECKOUT_MESSAGES.phone, path: "shippingAddress.phone" })
  const paymentMethod = b.paymentMethod
  if (!isSpecPaymentMethod(paymentMethod)) {
    errors.push({ msg: CHECKOUT_MESSAGES.paymentMethod, path: "paymentMethod" })
  }
  const total = num(b.total)
  if (total === null || total < 0) errors.push({ msg: CHECKOUT_MESSAGES.total, path: "total" })
  const giftWrap = parseGiftWrap(b)
  if (!giftWrap.ok) errors.push({ msg: giftWrap.msg, path: giftWrap.path })
  const business = parseBusinessBuyer(b)
  if (!business.ok) errors.push(...business.errors)
  if (errors.length || !giftWrap.ok || !business.ok) return { ok: false, message: errors[0].msg, errors }

  const coupon = str(b.couponCode).toUpperCase()
  return {
    ok: true,
    value: {
      shippingAddress: { ...address, phone: phone! },
      paymentMethod: paymentMethod as SpecPaymentMethod,
      couponCode: coupon || null,
      giftWrap: giftWrap.value,
      business: business.value,
      client: { subtotal: num(b.subtotal), shipping: num(b.shipping), tax: num(b.tax), total: total! },
    },
  }
}

/** Totals agree when they are the same to the paisa. */
export function totalsMatch(client: number, server: number): boolean {
  return Math.round(client * 100) === Math.round(server * 100)
}
