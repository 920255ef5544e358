import { PlaceOrderBody } from "../api/auth/orders/validators"
import { toFieldErrors } from "../utils/validate"
import { CHECKOUT_MESSAGES } from "../../lib/orders/checkout-input"

/** The body as POST /api/auth/orders' validation reads it (validateBody): the value, or the first message and every field error. */
function parsePlaceOrderBody(body: unknown) {
  const result = PlaceOrderBody.safeParse(body)
  if (result.success) return { ok: true as const, value: result.data }
  const errors = toFieldErrors(result.error)
  return { ok: false as const, message: errors[0].msg, errors }
}

const address = { name: "Asha Rao", street: "1 MG Road", city: "Pune", state: "Maharashtra", zipCode: "411001", phone: "+91 98765-43210" }
const body = {
  shippingAddress: address,
  paymentMethod: "qr-code",
  subtotal: 700,
  shipping: 0,
  tax: 0,
  total: 560,
  couponCode: " festive20 ",
}

const ADDRESS_PATHS = ["name", "street", "city", "state", "zipCode", "phone"].map((f) => `shippingAddress.${f}`)

describe("PlaceOrderBody", () => {
  it("accepts a complete body, normalising phone and coupon", () => {
    const r = parsePlaceOrderBody(body)
    expect(r.ok && r.value).toEqual({
      shippingAddress: { ...address, phone: "9876543210" },
      paymentMethod: "qr-code",
      couponCode: "FESTIVE20",
      giftWrap: null,
      business: null,
      client: { subtotal: 700, shipping: 0, tax: 0, total: 560 },
    })
  })

  it("reads gift wrap with its trimmed message (at most 200 characters, emoji counted once), and refuses a bad one", () => {
    const wrapped = parsePlaceOrderBody({ ...body, giftWrap: true, giftMessage: "  Happy Diwali, Amma! 🪔  " })
    expect(wrapped.ok && wrapped.value.giftWrap).toEqual({ message: "Happy Diwali, Amma! 🪔" })
    expect(parsePlaceOrderBody({ ...body, giftWrap: true }).ok && parsePlaceOrderBody({ ...body, giftWrap: true })).toMatchObject({
      value: { giftWrap: { message: null } },
    })
    // A message without the wrap is not kept.
    const unwrapped = parsePlaceOrderBody({ ...body, giftWrap: false, giftMessage: "hi" })
    expect(unwrapped.ok && unwrapped.value.giftWrap).toBeNull()
    expect(parsePlaceOrderBody({ ...body, giftWrap: true, giftMessage: "🪔".repeat(200) }).ok).toBe(true)

    const cases: [Record<string, unknown>, string, string][] = [
      [{ giftWrap: "yes" }, "giftWrap must be true or false", "giftWrap"],
      [{ giftWrap: true, giftMessage: 5 }, "Gift message must be text", "giftMessage"],
      [{ giftWrap: true, giftMessage: "x".repeat(201) }, "Gift message must be at most 200 characters", "giftMessage"],
    ]
    for (const [extra, msg, path] of cases) {
      const r = parsePlaceOrderBody({ ...body, ...extra })
      expect(r.ok).toBe(false)
      expect(!r.ok && [r.message, r.errors]).toEqual([msg, [{ msg, path }]])
    }
  })

  it.each(["name", "street", "city", "state", "zipCode", "phone"])("requires %s", (field) => {
    const r = parsePlaceOrderBody({ ...body, shippingAddress: { ...address, [field]: "  " } })
    expect(r.ok).toBe(false)
    expect(!r.ok && r.message).toBe(CHECKOUT_MESSAGES.required)
    expect(!r.ok && r.errors).toEqual([{ msg: CHECKOUT_MESSAGES.required, path: `shippingAddress.${field}` }])
  })

  it.each([
    ["name", 100, "Name must be at most 100 characters"],
    ["street", 300, "Street must be at most 300 characters"],
    ["city", 100, "City must be at most 100 characters"],
    ["state", 100, "State must be at most 100 characters"],
    ["phone", 20, "Phone must be at most 20 characters"],
  ] as const)("refuses a %s longer than %d characters with a clear message", (field, max, msg) => {
    const filler = field === "phone" ? "9".repeat(max + 1) : "a".repeat(max + 1)
    const r = parsePlaceOrderBody({ ...body, shippingAddress: { ...address, [field]: filler } })
    expect(r.ok).toBe(false)
    expect(!r.ok && r.message).toBe(msg)
    expect(!r.ok && r.errors).toEqual([{ msg, path: `shippingAddress.${field}` }])
    const exact = field === "phone" ? address.phone : "a".repeat(max)
    expect(parsePlaceOrderBody({ ...body, shippingAddress: { ...address, [field]: exact } }).ok).toBe(true)
  })

  it("requires the address at all, and reads a body that is not an object as an empty one", () => {
    const r = parsePlaceOrderBody({ paymentMethod: "qr-code", total: 1 })
    expect(!r.ok && r.message).toBe(CHECKOUT_MESSAGES.required)
    for (const odd of [[], "text", null]) {
      const o = parsePlaceOrderBody(odd)
      expect(!o.ok && o.errors.map((e) => e.path)).toEqual(ADDRESS_PATHS)
    }
  })

  it("reports the formats, the method, the total, gift wrap and the business buyer together, in that order", () => {
    const r = parsePlaceOrderBody({
      ...body,
      shippingAddress: { ...address, zipCode: "41100", phone: "12345" },
      paymentMethod: "card",
      total: -1,
      giftWrap: true,
      giftMessage: 7,
      gstin: "27AAPFU0939F1ZW",
    })
    expect(!r.ok && r.errors.map((e) => e.path)).toEqual([
      "shippingAddress.zipCode",
      "shippingAddress.phone",
      "paymentMethod",
      "total",
      "giftMessage",
      "gstin",
      "businessName",
    ])
    expect(!r.ok && r.message).toBe(CHECKOUT_MESSAGES.pinCode)
  })

  it.each(["41100", "4110011", "011001", "41a001"])("refuses PIN code %s", (zipCode) => {
    const r = parsePlaceOrderBody({ ...body, shippingAddress: { ...address, zipCode } })
    expect(!r.ok && r.message).toBe(CHECKOUT_MESSAGES.pinCode)
  })

  it("refuses a bad phone, a bad payment method and a missing total", () => {
    expect(parsePlaceOrderBody({ ...body, shippingAddress: { ...address, phone: "12345" } })).toMatchObject({
      ok: false,
      message: CHECKOUT_MESSAGES.phone,
    })
    expect(parsePlaceOrderBody({ ...body, paymentMethod: "card" })).toMatchObject({ message: CHECKOUT_MESSAGES.paymentMethod })
    expect(parsePlaceOrderBody({ ...body, paymentMethod: "cod" })).toMatchObject({ ok: true, value: { paymentMethod: "cod" } })
    expect(parsePlaceOrderBody({ ...body, total: undefined })).toMatchObject({ message: CHECKOUT_MESSAGES.total })
  })
})
