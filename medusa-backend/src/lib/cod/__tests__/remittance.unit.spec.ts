import { matchRemittance, parseRemittance, RemittanceError, type CodOrderForRemittance } from "../remittance"

const csv = (text: string) => Buffer.from(text)

describe("parseRemittance", () => {
  it("finds the header below a courier's preamble and reads AWB, order number and amount", () => {
    const rows = parseRemittance(
      csv('Remittance report,,\nPeriod,1-7 Nov,\n\nAWB No.,Order ID,COD Amount\nDL123,ord-1001,"1,447.00"\n,ORD-1002,₹ 398\n\nTotal,,1845')
    )
    expect(rows).toEqual([
      { row: 5, awb: "DL123", orderNumber: "ORD-1001", amount: 1447 },
      { row: 6, awb: "", orderNumber: "ORD-1002", amount: 398 },
    ])
  })

  it("names the row of a bad amount, and refuses a file without the columns", () => {
    expect(() => parseRemittance(csv("AWB,Amount\nX1,abc"))).toThrow(new RemittanceError('Row 2: the amount "abc" is not a number', 2))
    expect(() => parseRemittance(csv("Date,Narration\n1,2"))).toThrow(/No remittance columns/)
    expect(() => parseRemittance(csv(""))).toThrow(/empty/)
  })
})

describe("matchRemittance", () => {
  const order = (n: number, extra: Partial<CodOrderForRemittance> = {}): CodOrderForRemittance => ({
    id: `order_${n}`,
    orderNumber: `ORD-${n}`,
    total: 447,
    trackingNumber: `AWB${n}`,
    orderStatus: "delivered",
    paymentStatus: "pending",
    ...extra,
  })

  it("matches by AWB or order number at the exact total; lists mismatches and the rest with reasons", () => {
    const orders = [order(1001), order(1002), order(1003, { orderStatus: "shipped" }), order(1004, { paymentStatus: "paid" })]
    const preview = matchRemittance(
      [
        { row: 2, awb: "awb1001", orderNumber: "", amount: 447 },
        { row: 3, awb: "", orderNumber: "ORD-1002", amount: 400 },
        { row: 4, awb: "AWB1003", orderNumber: "", amount: 447 },
        { row: 5, awb: "AWB1004", orderNumber: "", amount: 447 },
        { row: 6, awb: "NOPE", orderNumber: "", amount: 10 },
        { row: 7, awb: "AWB1001", orderNumber: "", amount: 447 },
      ],
      orders
    )
    expect(preview.matched).toEqual([{ row: 2, awb: "awb1001", orderId: "order_1001", orderNumber: "ORD-1001", amount: 447 }])
    expect(preview.mismatches).toEqual([expect.objectContaining({ row: 3, orderNumber: "ORD-1002", expected: 447, difference: -47 })])
    expect(preview.unmatched.map((u) => [u.row, u.reason])).toEqual([
      [4, "Order ORD-1003 is not marked delivered yet"],
      [5, "Order ORD-1004 is already marked paid"],
      [6, "No shipped cash on delivery order has this AWB or order number"],
      [7, "Order ORD-1001 is already matched by an earlier row of this file"],
    ])
  })
})
