import { inInvoiceOrder } from "../invoice-order"

describe("inInvoiceOrder", () => {
  it("sorts an order's items oldest first, then by id, whatever order Query gave; drops empty rows", () => {
    const items = [
      { id: "ordli_C", created_at: "2026-11-01T10:00:01Z" },
      null,
      { id: "ordli_B", created_at: "2026-11-01T10:00:00Z" },
      { id: "ordli_A", created_at: "2026-11-01T10:00:01Z" },
    ]
    expect(inInvoiceOrder(items).map((i) => i.id)).toEqual(["ordli_B", "ordli_A", "ordli_C"])
    expect(inInvoiceOrder([...items].reverse()).map((i) => i.id)).toEqual(["ordli_B", "ordli_A", "ordli_C"])
  })
})
