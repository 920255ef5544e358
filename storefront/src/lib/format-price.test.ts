import { describe, expect, it } from "vitest"
import { formatPrice } from "./format-price"

describe("formatPrice", () => {
  it("shows whole rupees without decimals", () => {
    expect(formatPrice(279)).toBe("₹279")
    expect(formatPrice(99)).toBe("₹99")
  })

  it("uses Indian digit grouping", () => {
    expect(formatPrice(1_000)).toBe("₹1,000")
    expect(formatPrice(12_345)).toBe("₹12,345")
    expect(formatPrice(1_00_000)).toBe("₹1,00,000")
    expect(formatPrice(1_23_45_678)).toBe("₹1,23,45,678")
  })

  it("shows zero as ₹0, including negative zero", () => {
    expect(formatPrice(0)).toBe("₹0")
    expect(formatPrice(-0)).toBe("₹0")
  })

  it("shows fractional amounts with two decimals", () => {
    expect(formatPrice(249.5)).toBe("₹249.50")
    expect(formatPrice(0.05)).toBe("₹0.05")
    expect(formatPrice(1234.567)).toBe("₹1,234.57")
  })

  it("drops decimals once an amount rounds to whole rupees", () => {
    expect(formatPrice(279.999)).toBe("₹280")
    expect(formatPrice(279.001)).toBe("₹279")
  })

  it("keeps the sign of negative amounts", () => {
    expect(formatPrice(-50)).toBe("-₹50")
    expect(formatPrice(-1234.5)).toBe("-₹1,234.50")
  })

  it("returns an empty string for values that are not finite numbers", () => {
    expect(formatPrice(Number.NaN)).toBe("")
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe("")
    expect(formatPrice(null)).toBe("")
    expect(formatPrice(undefined)).toBe("")
  })
})
