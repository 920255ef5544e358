import { describe, expect, it } from "vitest"
import { COUPON_ALPHABET, generateCouponCode } from "./coupon-code"
import { checkCouponDraft, describeDiscount, normaliseCouponCode } from "./coupon-rules"

describe("generateCouponCode", () => {
  it("makes 8 characters from A–Z and 0–9 with the browser's crypto", () => {
    for (let i = 0; i < 200; i++) expect(generateCouponCode()).toMatch(/^[A-Z0-9]{8}$/)
  })

  it("maps random bytes onto the alphabet and skips the biased ones (252–255)", () => {
    const bytes = [255, 252, 0, 1, 35, 36, 71, 251, 25, 26, 100]
    const fill = (array: Uint8Array) => {
      array.set(bytes.slice(0, array.length))
      return array
    }
    // 0→A, 1→B, 35→9, 36→A, 71→9, 251→(251%36=35)→9, 25→Z, 26→0
    expect(generateCouponCode(fill)).toBe("AB9A99Z0")
  })

  it("draws again when a batch is all rejected bytes", () => {
    let call = 0
    const fill = (array: Uint8Array) => {
      array.fill(call++ === 0 ? 255 : 2)
      return array
    }
    expect(generateCouponCode(fill)).toBe("CCCCCCCC")
  })

  it("uses every character of the alphabet", () => {
    const seen = new Set(Array.from({ length: 300 }, () => generateCouponCode()).join(""))
    expect(seen.size).toBe(COUPON_ALPHABET.length)
  })
})

describe("coupon form rules", () => {
  const draft = { code: " save10 ", discountType: "percentage" as const, discountAmount: "10", isActive: true }

  it("upper-cases and trims the code", () => {
    expect(normaliseCouponCode("  festive20 ")).toBe("FESTIVE20")
    expect(checkCouponDraft(draft)).toEqual({
      ok: true,
      value: { code: "SAVE10", discountType: "percentage", discountAmount: 10, isActive: true },
    })
  })

  it("requires a code and a discount above 0 with the spec's texts", () => {
    expect(checkCouponDraft({ ...draft, code: "  " })).toMatchObject({ ok: false, field: "code", message: "Please enter a coupon code" })
    for (const amount of ["", "0", "-5", "abc"]) {
      expect(checkCouponDraft({ ...draft, discountAmount: amount })).toMatchObject({
        ok: false,
        message: "Please enter a valid discount amount",
      })
    }
  })

  it("limits percentage to 1–100 and fixed to 1–10000", () => {
    expect(checkCouponDraft({ ...draft, discountAmount: "100" }).ok).toBe(true)
    expect(checkCouponDraft({ ...draft, discountAmount: "101" })).toMatchObject({
      ok: false,
      message: "Percentage discount must be between 1 and 100",
    })
    expect(checkCouponDraft({ ...draft, discountAmount: "0.5" })).toMatchObject({ ok: false, field: "discountAmount" })
    expect(checkCouponDraft({ ...draft, discountType: "fixed", discountAmount: "10000" }).ok).toBe(true)
    expect(checkCouponDraft({ ...draft, discountType: "fixed", discountAmount: "10001" })).toMatchObject({
      ok: false,
      message: "Fixed discount must be between ₹1 and ₹10,000",
    })
  })

  it("describes the discount", () => {
    expect(describeDiscount({ discountType: "percentage", discountAmount: 15 })).toBe("15% OFF")
    expect(describeDiscount({ discountType: "fixed", discountAmount: 1500 })).toBe("₹1,500 OFF")
  })
})
