import { BigNumber } from "@medusajs/framework/utils"
import { SugandhShippingProviderService } from "../service"

const price = (items: { unit_price: unknown; quantity: unknown; requires_shipping?: boolean }[]) =>
  new SugandhShippingProviderService().calculatePrice({}, {}, { items } as never)

describe("Standard Shipping's calculated price", () => {
  it("is ₹99 below a ₹599 subtotal and free from exactly ₹599, whatever the coupon", async () => {
    expect(await price([{ unit_price: 299, quantity: 2 }])).toEqual({ calculated_amount: 99, is_calculated_price_tax_inclusive: true })
    expect(
      (
        await price([
          { unit_price: 240, quantity: 1 },
          { unit_price: 359, quantity: 1 },
        ])
      ).calculated_amount
    ).toBe(0)
    // Adjustments (a coupon) are not part of the items' unit price: ₹648 stays free.
    expect(
      (
        await price([
          { unit_price: 299, quantity: 1 },
          { unit_price: 349, quantity: 1 },
        ])
      ).calculated_amount
    ).toBe(0)
  })

  it("counts shipped goods only: the ₹49 gift wrap line does not bring ₹560 of goods to free delivery", async () => {
    const goods = { unit_price: 560, quantity: 1, requires_shipping: true }
    const wrap = { unit_price: 49, quantity: 1, requires_shipping: false }
    expect((await price([goods, wrap])).calculated_amount).toBe(99)
    expect((await price([{ ...goods, unit_price: 599 }, wrap])).calculated_amount).toBe(0)
  })

  it("reads Medusa's BigNumber and string amounts, and an empty cart pays the fee", async () => {
    expect((await price([{ unit_price: new BigNumber(359), quantity: new BigNumber(2) }])).calculated_amount).toBe(0)
    expect((await price([{ unit_price: "199.5", quantity: "2" }])).calculated_amount).toBe(99)
    expect((await price([])).calculated_amount).toBe(99)
  })

  it("can calculate and offers the standard option", async () => {
    const service = new SugandhShippingProviderService()
    expect(await service.canCalculate()).toBe(true)
    expect((await service.getFulfillmentOptions()).map((o) => o.id)).toContain("sugandh-standard")
  })
})
