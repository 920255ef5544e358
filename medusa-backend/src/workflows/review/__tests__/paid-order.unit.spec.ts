import { isPaidOrderWithProduct } from "../steps/has-paid-order-with-product"

const item = (product_id: string) => ({ product_id })

describe("isPaidOrderWithProduct", () => {
  it("is true for a captured payment on an order containing the product", () => {
    expect(isPaidOrderWithProduct({ status: "pending", items: [item("p1")], payment_collections: [{ status: "completed" }] }, "p1")).toBe(
      true
    )
    expect(isPaidOrderWithProduct({ items: [item("p1")], payment_collections: [{ status: "partially_captured" }] }, "p1")).toBe(true)
    expect(
      isPaidOrderWithProduct(
        { items: [item("p1")], payment_collections: [{ status: "authorized", captured_amount: { value: "279" } }] },
        "p1"
      )
    ).toBe(true)
  })

  it("is false without capture, for another product, or for a cancelled order", () => {
    expect(isPaidOrderWithProduct({ items: [item("p1")], payment_collections: [{ status: "authorized", captured_amount: 0 }] }, "p1")).toBe(
      false
    )
    expect(isPaidOrderWithProduct({ items: [item("p1")], payment_collections: [{ status: "not_paid" }] }, "p1")).toBe(false)
    expect(isPaidOrderWithProduct({ items: [item("p1")], payment_collections: [] }, "p1")).toBe(false)
    expect(isPaidOrderWithProduct({ items: [item("p2")], payment_collections: [{ status: "completed" }] }, "p1")).toBe(false)
    expect(isPaidOrderWithProduct({ status: "canceled", items: [item("p1")], payment_collections: [{ status: "completed" }] }, "p1")).toBe(
      false
    )
    expect(isPaidOrderWithProduct({ items: null, payment_collections: null }, "p1")).toBe(false)
  })
})
