import { describe, expect, it } from "vitest"
import { freeShippingHint, shippingLabel, summaryRows } from "./summary-rows"

const totals = (over: Partial<Parameters<typeof summaryRows>[0]> = {}) => ({
  subtotal: 558,
  shipping: 99,
  discount: 0,
  total: 657,
  itemCount: 2,
  ...over,
})

describe("summaryRows", () => {
  it('shows the GST inside the total as "Inclusive of GST ₹X" after the total, never as an added line', () => {
    const rows = summaryRows(totals({ tax: 62.54 }))
    expect(rows.map((r) => r.label)).toEqual(["Subtotal (2 items)", "Shipping", "Total", "Inclusive of GST ₹62.54"])
    expect(rows.find((r) => r.key === "total")?.value).toBe("₹657")
  })

  it("shows the server's subtotal, shipping and total", () => {
    expect(summaryRows(totals()).map((r) => [r.label, r.value])).toEqual([
      ["Subtotal (2 items)", "₹558"],
      ["Shipping", "₹99"],
      ["Total", "₹657"],
    ])
  })

  it("shows the gift wrap's charge after the subtotal when the order has it", () => {
    expect(summaryRows(totals({ giftWrap: 49, total: 706 })).map((r) => [r.label, r.value])).toEqual([
      ["Subtotal (2 items)", "₹558"],
      ["Gift wrap", "₹49"],
      ["Shipping", "₹99"],
      ["Total", "₹706"],
    ])
    expect(summaryRows(totals({ giftWrap: 0 })).some((r) => r.key === "gift-wrap")).toBe(false)
  })

  it("shows shipping 0 as FREE and a discount line only when there is one", () => {
    const rows = summaryRows(totals({ subtotal: 838, shipping: 0, discount: 111.6, total: 726.4, itemCount: 3 }), "FESTIVE20")
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ["Subtotal (3 items)", "₹838"],
      ["Discount (FESTIVE20)", "-₹111.60"],
      ["Shipping", "FREE"],
      ["Total", "₹726.40"],
    ])
    expect(rows.find((r) => r.key === "shipping")?.tone).toBe("free")
  })

  it("says item for one", () => {
    expect(summaryRows(totals({ itemCount: 1 }))[0]!.label).toBe("Subtotal (1 item)")
  })
})

describe("shippingLabel", () => {
  it("is FREE or the rupee amount", () => {
    expect(shippingLabel(0)).toBe("FREE")
    expect(shippingLabel(99)).toBe("₹99")
  })
})

describe("freeShippingHint", () => {
  it("tells how much more gives free shipping, only while shipping is charged", () => {
    expect(freeShippingHint(totals({ subtotal: 479 }))).toBe("Add ₹120 more for FREE shipping")
    expect(freeShippingHint(totals({ subtotal: 700, shipping: 0 }))).toBeNull()
    expect(freeShippingHint(totals({ subtotal: 0 }))).toBeNull()
  })
})
