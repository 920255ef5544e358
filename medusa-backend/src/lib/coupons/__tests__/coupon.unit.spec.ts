import { toCoupon, toPromotionData } from "../coupon-view"
import { CreateCouponBody } from "../validators"

const messages = (body: unknown) => {
  const r = CreateCouponBody.safeParse(body)
  return r.success ? [] : r.error.issues.map((i) => i.message)
}

describe("coupon validation", () => {
  it("trims and upper-cases the code and defaults to active", () => {
    expect(CreateCouponBody.parse({ code: "  diwali10 ", discountType: "percentage", discountAmount: "10" })).toEqual({
      code: "DIWALI10",
      discountType: "percentage",
      discountAmount: 10,
      isActive: true,
    })
  })

  it.each([
    [{ code: "   " }, "Please enter a coupon code"],
    [{ code: undefined }, "Please enter a coupon code"],
    [{ discountAmount: 0 }, "Please enter a valid discount amount"],
    [{ discountAmount: -5 }, "Please enter a valid discount amount"],
    [{ discountAmount: "abc" }, "Please enter a valid discount amount"],
    [{ discountAmount: 101 }, "Percentage discount must be between 1 and 100"],
    [{ discountAmount: 0.5 }, "Percentage discount must be between 1 and 100"],
    [{ discountType: "fixed", discountAmount: 10001 }, "Fixed discount must be between ₹1 and ₹10000"],
    [{ discountType: "bogo" }, "Discount type must be fixed or percentage"],
    [{ code: "NO SPACES" }, "Coupon code may contain only letters, numbers, - and _"],
  ])("refuses %j", (change, message) => {
    expect(messages({ code: "SAVE10", discountType: "percentage", discountAmount: 10, ...change })).toContain(message)
  })

  it("accepts the limits", () => {
    expect(messages({ code: "A", discountType: "percentage", discountAmount: 100 })).toEqual([])
    expect(messages({ code: "B", discountType: "fixed", discountAmount: 10000 })).toEqual([])
    expect(messages({ code: "C", discountType: "fixed", discountAmount: 1 })).toEqual([])
  })
})

describe("coupon <-> promotion", () => {
  it("fixed is rupees off the order, percentage is percent off items", () => {
    expect(toPromotionData({ code: "F", discountType: "fixed", discountAmount: 50, isActive: false }, "inr")).toMatchObject({
      status: "inactive",
      is_automatic: false,
      application_method: { type: "fixed", target_type: "order", allocation: "across", value: 50, currency_code: "inr" },
    })
    expect(
      toPromotionData({ code: "P", discountType: "percentage", discountAmount: 15, isActive: true }, "inr").application_method
    ).toEqual({
      type: "percentage",
      target_type: "items",
      allocation: "across",
      value: 15,
    })
  })

  it("maps a promotion back to the spec's coupon", () => {
    expect(
      toCoupon({
        id: "promo_1",
        code: "X",
        status: "active",
        created_at: "2026-01-01T00:00:00Z",
        application_method: { type: "fixed", value: "99" },
      })
    ).toEqual({
      _id: "promo_1",
      id: "promo_1",
      code: "X",
      discountType: "fixed",
      discountAmount: 99,
      isActive: true,
      createdAt: "2026-01-01T00:00:00.000Z",
    })
  })
})
