import { checkExchange } from "../exchange-rules"
import type { ExchangeSize } from "../exchange-sizes"
import type { OrderReturnFacts } from "../request-rules"

const facts: OrderReturnFacts = {
  orderId: "order_1",
  cancelled: false,
  deliveredAt: new Date("2026-11-01T10:00:00Z"),
  manualPayment: true,
  lines: [
    { line: 1, itemId: "item_1", title: "Velvet Oud", productId: "prod_oud", unitPrice: 299, delivered: 2, returned: 0, requested: 0 },
    { line: 2, itemId: "item_2", title: "Morning Dew", productId: "prod_dew", unitPrice: 199, delivered: 1, returned: 0, requested: 0 },
  ],
}
const size = (id: string, price: number, stock = 5): ExchangeSize => ({
  id,
  medusaId: `prod_${id}`,
  variantId: `variant_${id}`,
  name: "Velvet Oud",
  size: "30ml",
  price,
  stock,
})
const sizes = new Map([["prod_oud", [size("P11", 499), size("P12", 199, 1)]]])

describe("checkExchange", () => {
  it("answers the new size's variant at the returned quantity and whether it refunds (cheaper) or not", () => {
    expect(checkExchange(facts, [{ line: 1, quantity: 2 }], [{ line: 1, productId: "p11" }], sizes)).toEqual({
      outbound: [{ line: 1, productId: "P11", variantId: "variant_P11", quantity: 2, price: 499 }],
      refunds: false,
    })
    const cheaper = checkExchange(facts, [{ line: 1, quantity: 1 }], [{ line: 1, productId: "P12" }], sizes)
    expect(cheaper).toMatchObject({ refunds: true })
  })

  it("refuses another product, too few in stock, a line not returned and a returned line not exchanged, naming the field", () => {
    const paths = (r: ReturnType<typeof checkExchange>) => ("refusal" in r ? r.refusal.errors?.map((e) => e.path) : [])
    expect(paths(checkExchange(facts, [{ line: 1, quantity: 1 }], [{ line: 1, productId: "P2" }], sizes))).toEqual(["exchange.0.productId"])
    expect(paths(checkExchange(facts, [{ line: 1, quantity: 2 }], [{ line: 1, productId: "P12" }], sizes))).toEqual([
      "exchange.0.productId",
    ])
    expect(paths(checkExchange(facts, [{ line: 1, quantity: 1 }], [{ line: 2, productId: "P11" }], sizes))).toEqual(["exchange.0.line"])
    expect(
      paths(
        checkExchange(
          facts,
          [
            { line: 1, quantity: 1 },
            { line: 2, quantity: 1 },
          ],
          [{ line: 1, productId: "P11" }],
          sizes
        )
      )
    ).toEqual(["exchange"])
  })
})
