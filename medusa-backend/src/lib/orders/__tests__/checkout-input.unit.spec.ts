import { normalizeCouponCode, normalizeIndianPhone, parseBusinessBuyer, totalsMatch } from "../checkout-input"

describe("helpers", () => {
  it("normalise Indian phones", () => {
    expect(normalizeIndianPhone("09876543210")).toBe("9876543210")
    expect(normalizeIndianPhone("919876543210")).toBe("9876543210")
    expect(normalizeIndianPhone("5876543210")).toBeNull()
  })
  it("compare totals to the paisa and normalise codes", () => {
    expect(totalsMatch(546.4, 546.4000001)).toBe(true)
    expect(totalsMatch(546.4, 546.41)).toBe(false)
    expect(normalizeCouponCode("  festive20 ")).toBe("FESTIVE20")
    expect(normalizeCouponCode(undefined)).toBe("")
  })
})

describe("a business buyer at checkout", () => {
  it("takes a valid GSTIN with its business name, upper-cased, and refuses either alone or a bad GSTIN", () => {
    expect(parseBusinessBuyer({})).toEqual({ ok: true, value: null })
    expect(parseBusinessBuyer({ gstin: " 27aapfu0939f1zv ", businessName: " Pune Attar House " })).toEqual({
      ok: true,
      value: { gstin: "27AAPFU0939F1ZV", name: "Pune Attar House" },
    })
    expect(parseBusinessBuyer({ gstin: "27AAPFU0939F1ZW", businessName: "X" })).toEqual({
      ok: false,
      errors: [{ msg: "GSTIN check character does not match; please check the number", path: "gstin" }],
    })
    expect(parseBusinessBuyer({ businessName: "X" })).toEqual({
      ok: false,
      errors: [{ msg: "Please enter the GSTIN of the business", path: "gstin" }],
    })
    expect(parseBusinessBuyer({ gstin: "27AAPFU0939F1ZV" })).toEqual({
      ok: false,
      errors: [{ msg: "Please enter the business name registered with the GSTIN", path: "businessName" }],
    })
  })
})
