import { z } from "zod"
import { PAYMENT_METHODS } from "../answers/orders.js"
import { CHECKOUT_MESSAGES, GIFT_WRAP_MESSAGES } from "../messages/checkout.js"
import { ADDRESS_MAX_LENGTH, isValidPinCode, normalizeIndianPhone } from "../rules/address.js"
import { parseBusinessBuyer } from "../rules/business-buyer.js"
import { LENGTHS } from "../rules/lengths.js"

/**
 * POST /api/auth/orders. Checked in three steps, each only once the one before
 * passed (requirements CHK-02): every address field present (one shared
 * message), then their lengths, then the formats (PIN code, phone), the
 * payment method, the total, gift wrap and the business buyer, all reported
 * together in that order. Items a client sends are dropped: the order is the
 * server cart. The client's totals are compared with the server's, never used
 * as prices.
 */

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v)
/** A body or an address that is not an object reads as an empty one: its fields are then missing. */
const asObject = (v: unknown): Record<string, unknown> => (isRecord(v) ? v : {})
/** Text as the form sends it: trimmed; a number (a PIN code, a phone) as its digits; anything else empty. */
const str = (v: unknown): string => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "")
/** A number, or numeric text; null otherwise. */
const num = (v: unknown): number | null => {
  if (typeof v === "number" && Number.isFinite(v)) return v
  if (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v))) return Number(v)
  return null
}

const present = z.preprocess(str, z.string().min(1, CHECKOUT_MESSAGES.required))

/** Step 1: every address field present. */
const AddressPresent = z.looseObject({
  shippingAddress: z.preprocess(
    asObject,
    z.object({ name: present, street: present, city: present, state: present, zipCode: present, phone: present })
  ),
})

const atMost = (label: string, max: number) => z.string().max(max, `${label} must be at most ${max} characters`)

/** Step 2: the free-text fields' lengths. */
const AddressLengths = z.looseObject({
  shippingAddress: z.object({
    name: atMost("Name", ADDRESS_MAX_LENGTH.name),
    street: atMost("Street", ADDRESS_MAX_LENGTH.street),
    city: atMost("City", ADDRESS_MAX_LENGTH.city),
    state: atMost("State", ADDRESS_MAX_LENGTH.state),
    zipCode: z.string(),
    phone: atMost("Phone", ADDRESS_MAX_LENGTH.phone),
  }),
})

/** The gift message's problem, when the wrap is asked for; null otherwise. */
function giftMessageError(body: unknown): string | null {
  if (!isRecord(body) || body.giftWrap !== true) return null
  const raw = body.giftMessage
  if (raw !== undefined && raw !== null && typeof raw !== "string") return GIFT_WRAP_MESSAGES.messageText
  return [...(raw ?? "").trim()].length > LENGTHS.giftMessageMax ? GIFT_WRAP_MESSAGES.messageLength : null
}

/** The business buyer's problem at `path` (gstin or businessName); null when none. */
function businessError(body: unknown, path: "gstin" | "businessName"): string | null {
  const business = parseBusinessBuyer(isRecord(body) ? body : {})
  return business.ok ? null : (business.errors.find((e) => e.path === path)?.msg ?? null)
}

/**
 * A rule on the whole body. `when` runs it even after a field was refused, so
 * its message keeps its place after the fields' (the order the checkout shows).
 */
function bodyRule(
  path: string,
  error: (body: unknown) => string | null
): [(body: unknown) => boolean, { path: string[]; when: () => boolean; error: (issue: { input: unknown }) => string }] {
  return [(body) => error(body) === null, { path: [path], when: () => true, error: (issue) => error(issue.input) ?? "" }]
}

/** Step 3: formats, payment method, total, gift wrap, business buyer; then the order's input. */
const OrderDetails = z
  .looseObject({
    shippingAddress: z.object({
      name: z.string(),
      street: z.string(),
      city: z.string(),
      state: z.string(),
      zipCode: z.string().refine(isValidPinCode, CHECKOUT_MESSAGES.pinCode),
      phone: z.string().transform((value, ctx) => {
        const phone = normalizeIndianPhone(value)
        if (phone === null) ctx.addIssue({ code: "custom", message: CHECKOUT_MESSAGES.phone })
        return phone ?? ""
      }),
    }),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: CHECKOUT_MESSAGES.paymentMethod }),
    total: z.preprocess(num, z.number({ error: CHECKOUT_MESSAGES.total }).min(0, CHECKOUT_MESSAGES.total)),
    giftWrap: z.boolean({ error: GIFT_WRAP_MESSAGES.flag }).nullish(),
  })
  .refine(...bodyRule("giftMessage", giftMessageError))
  .refine(...bodyRule("gstin", (body) => businessError(body, "gstin")))
  .refine(...bodyRule("businessName", (body) => businessError(body, "businessName")))
  .transform((b) => {
    const business = parseBusinessBuyer(b)
    return {
      shippingAddress: b.shippingAddress,
      paymentMethod: b.paymentMethod,
      couponCode: str(b.couponCode).toUpperCase() || null,
      /** Gift wrap (+₹49) with its trimmed message, or null; a message without the wrap is not kept. */
      giftWrap: b.giftWrap === true ? { message: (typeof b.giftMessage === "string" ? b.giftMessage.trim() : "") || null } : null,
      /** A registered business buyer (B2B invoice), or null. */
      business: business.ok ? business.value : null,
      /** What the client shows; compared with the server's total, never used as a price. */
      client: { subtotal: num(b.subtotal), shipping: num(b.shipping), tax: num(b.tax), total: b.total },
    }
  })

export const PlaceOrderBody = z.preprocess(asObject, AddressPresent.pipe(AddressLengths).pipe(OrderDetails))
export type PlaceOrderBody = z.output<typeof PlaceOrderBody>

/**
 * POST /api/auth/checkout/online-payment/confirm: the three fields Razorpay
 * Checkout's handler receives on success
 * (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/build-integration/#handler-function).
 * Their format only: the signature is verified by the payment provider.
 */
const razorpayId = (prefix: string) =>
  z.preprocess(
    str,
    z
      .string()
      .regex(
        new RegExp(`^${prefix}_[A-Za-z0-9]{1,40}$`),
        `${prefix === "pay" ? "razorpay_payment_id" : "razorpay_order_id"} is missing or malformed`
      )
  )
export const OnlinePaymentConfirmBody = z.preprocess(
  asObject,
  z.looseObject({
    razorpay_payment_id: razorpayId("pay"),
    razorpay_order_id: razorpayId("order"),
    razorpay_signature: z.preprocess(str, z.string().regex(/^[0-9a-f]{64}$/i, "razorpay_signature is missing or malformed")),
  })
)
export type OnlinePaymentConfirmBody = z.output<typeof OnlinePaymentConfirmBody>
