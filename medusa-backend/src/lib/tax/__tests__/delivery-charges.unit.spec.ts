import { deliveryChargeRate, isDeliveryChargeLine, isGoodsLine } from "../delivery-charges"

describe("delivery charges follow the principal supply", () => {
  it("takes the rate of the goods line with the highest taxable value", () => {
    expect(deliveryChargeRate([{ amount: 99, rate: 5 }])).toBe(5) // incense only
    expect(
      deliveryChargeRate([
        { amount: 99, rate: 5 },
        { amount: 299, rate: 18 },
      ])
    ).toBe(18)
    // Three packs of incense (₹315, taxable 300) outweigh one ₹299 perfume (taxable 253.39).
    expect(
      deliveryChargeRate([
        { amount: 299, rate: 18 },
        { amount: 315, rate: 5 },
      ])
    ).toBe(5)
    // Compared without the GST inside: ₹118 at 18% is 100 taxable, ₹104 at 5% is 99.05.
    expect(
      deliveryChargeRate([
        { amount: 104, rate: 5 },
        { amount: 118, rate: 18 },
      ])
    ).toBe(18)
  })

  it("gives a tie to the higher rate and nothing without goods", () => {
    expect(
      deliveryChargeRate([
        { amount: 105, rate: 5 },
        { amount: 118, rate: 18 },
      ])
    ).toBe(18)
    expect(deliveryChargeRate([])).toBeNull()
  })

  it("keeps the gift wrap out of the goods and out of the delivery charges", () => {
    const wrap = { metadata: { sugandh_kind: "gift_wrap" } }
    expect(isGoodsLine(wrap)).toBe(false)
    expect(isDeliveryChargeLine(wrap)).toBe(false)
    expect(isGoodsLine({ metadata: null })).toBe(true)
  })
})
