import { isSpecPaymentMethod, type SpecPaymentMethod } from "../../modules/providers/payment-manual-upi/methods"
import type { SpecAddress } from "./address"
import { parseGiftWrap, type GiftWrapChoice } from "./gift-wrap"
import { gstinError, normaliseGstin } from "../gst/gstin"

export const CHECKOUT_MESSAGES = {
  required: "Please fill in all required fields",
  pinCode: "Please enter a valid 6-digit PIN code",
  phone: "Please enter a valid Indian phone number",
  paymentMethod: "Please choose a payment method: qr-code, bank-transfer or cod",
  total: "Order total is missing",
  emptyCart: "Your cart is empty",
  businessName: "Please enter the business name registered with the GSTIN",
} as const

/** A business buyer (optional at checkout): the GSTIN and its registered name go on a B2B tax invoice. */
export type BusinessBuyer = { gstin: string; name: string }

const BUSINESS_NAME_MAX = 100

/** `gstin` + `businessName` of a body (checkout, profile): both or neither; the GSTIN validated (lib/gst/gstin). */
export function parseBusinessBuyer(
  b: Record<string, unknown>,
  prefix = ""
): { ok: true; value: BusinessBuyer | null } | { ok: false; errors: FieldError[] } {
  const gstin = normaliseGstin(str(b.gstin))
  const name = str(b.businessName)
  if (!gstin && !name) return { ok: true, value: null }
  const errors: FieldError[] = []
  const bad = gstin ? gstinError(gstin) : "Please enter the GSTIN of the business"
  if (bad) errors.push({ msg: bad, path: `${prefix}gstin` })
  if (!name) errors.push({ msg: CHECKOUT_MESSAGES.businessName, path: `${prefix}businessName` })
  else if (name.length > BUSINESS_NAME_MAX)
    errors.push({ msg: `Business name must be at most ${BUSINESS_NAME_MAX} characters`, path: `${prefix}businessName` })
  return errors.length ? { ok: false, errors } : { ok: true, value: { gstin, name } }
}

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

export type FieldError = { msg: string; path: string }
type ParseResult = { ok: true; value: PlaceOrderInput } | { ok: false; message: string; errors: FieldError[] }

const ADDRESS_FIELDS = ["name", "street", "city", "state", "zipCode", "phone"] as const

/** Longest accepted text per free-text address field (the PIN code's format fixes its length). */
const ADDRESS_MAX_LENGTH = { name: 100, street: 300, city: 100, state: 100, phone: 20 } as const
const ADDRESS_LABELS = { name: "Name", street: "Street", city: "City", state: "State", phone: "Phone" } as const
const LIMITED_FIELDS = Object.keys(ADDRESS_MAX_LENGTH) as (keyof typeof ADDRESS_MAX_LENGTH)[]

/** Indian PIN codes: six digits, the first never 0. */
const PIN_CODE = /^[1-9]\d{5}$/

/** Normalises an Indian mobile number to 10 digits (drops +91, 91 or 0 and separators); null when invalid. */
export function normalizeIndianPhone(value: string): string | null {
  const digits = value.replace(/[\s\-().]/g, "")
  const match = /^(?:\+?91|0)?([6-9]\d{9})$/.exec(digits)
  return match ? match[1] : null
}

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

  if (!PIN_CODE.test(address.zipCode)) errors.push({ msg: CHECKOUT_MESSAGES.pinCode, path: "shippingAddress.zipCode" })
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

/** Coupon codes as the checkout enters them: trimmed and upper-cased (requirements CPN-05). */
export function normalizeCouponCode(code: unknown): string {
  return typeof code === "string" ? code.trim().toUpperCase() : ""
}
