import { parseAmount, parseStatement, StatementError } from "../statement"
import { reconcile } from "../reconcile"

const csv = (lines: string[]) => Buffer.from(lines.join("\n"))
const errorOf = (content: Buffer) => {
  try {
    parseStatement(content)
  } catch (e) {
    return e as StatementError
  }
  throw new Error("no error")
}

describe("bank statement CSV", () => {
  it("reads an SBI-style export with account lines above the table; debits skipped", () => {
    const credits = parseStatement(
      csv([
        "Account Name :,SUGANDH",
        "Account Number :,00000012345",
        "",
        "Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance",
        '01 Nov 2026,01 Nov 2026,"UPI/412345678901/ASHA VERMA/okaxis",412345678901,,398.00,"1,398.00"',
        "01 Nov 2026,01 Nov 2026,ATM WDL,,500.00,,898.00",
        '02 Nov 2026,02 Nov 2026,NEFT-SBIN424242424242-RAVI ORD-1002,SBIN424242424242,,"1,234.50",2132.50',
        "",
        "Closing balance,2132.50",
      ])
    )
    expect(credits).toEqual([
      { row: 5, date: "01 Nov 2026", narration: "UPI/412345678901/ASHA VERMA/okaxis", reference: "412345678901", amount: 398 },
      { row: 7, date: "02 Nov 2026", narration: "NEFT-SBIN424242424242-RAVI ORD-1002", reference: "SBIN424242424242", amount: 1234.5 },
    ])
  })

  it("reads HDFC (Narration, Chq./Ref.No., Deposit Amt.) and Amount + Dr/Cr exports", () => {
    expect(
      parseStatement(
        csv([
          "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance",
          "03/11/26,UPI-ORD-1003,000412345678,03/11/26,,599.00,1000",
        ])
      )
    ).toMatchObject([{ row: 2, narration: "UPI-ORD-1003", amount: 599 }])
    expect(
      parseStatement(csv(["Transaction Date,Particulars,Amount,Dr/Cr", "03-11-2026,ORD-1004,250,DR", "03-11-2026,ORD-1005,₹ 300,CR"]))
    ).toMatchObject([{ row: 3, narration: "ORD-1005", amount: 300 }])
  })

  it("refuses files that are not CSV, have no recognisable columns or broken rows, naming the row", () => {
    expect(errorOf(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00])).message).toBe(
      "The statement must be a CSV file (export it from your bank as CSV)"
    )
    expect(errorOf(csv(["Name,City", "Asha,Pune"])).message).toMatch(/^No statement columns were recognised/)
    expect(errorOf(csv(["Date,Narration,Credit", "01/11/26,ORD-1001,abc"]))).toMatchObject({
      row: 2,
      message: 'Row 2: the credit amount "abc" is not a number',
    })
    expect(errorOf(csv(["Date,Narration,Reference,Credit", "01/11/26,ORD-1001,1", "01/11/26,ORD-1002"]))).toMatchObject({ row: 2 })
    expect(errorOf(csv(["Date,Narration,Credit", '01/11/26,"ORD-1001,398'])).message).toMatch(/^Row 2: the CSV could not be read/)
    expect(errorOf(Buffer.from("")).message).toBe("The statement file is empty")
  })

  it("parses Indian amount formats", () => {
    expect([parseAmount("1,23,456.50"), parseAmount("INR 398"), parseAmount(""), parseAmount("12.345")]).toEqual([
      123456.5,
      398,
      null,
      Number.NaN,
    ])
  })
})

describe("reconciliation", () => {
  const order = (n: number, total: number, paymentReference: string | null = null) => ({
    id: `order_${n}`,
    orderNumber: `ORD-${n}`,
    total,
    paymentReference,
    createdAt: "2026-11-01T00:00:00.000Z",
    customerName: "Asha",
  })
  const credit = (row: number, narration: string, reference: string, amount: number) => ({
    row,
    date: "01/11/26",
    narration,
    reference,
    amount,
  })

  it("matches by reference or order number and exact amount; lists mismatches, duplicates, strangers and unpaid orders", () => {
    const orders = [order(1001, 398, "412345678901"), order(1002, 599), order(1003, 250), order(1004, 100)]
    const preview = reconcile(
      [
        credit(2, "UPI/412345678901/ASHA", "", 398),
        credit(3, "NEFT ORD 1002 RAVI", "SBIN424242424242", 599),
        credit(4, "UPI payment ord-1003", "", 249),
        credit(5, "UPI/412345678901/ASHA", "", 398),
        credit(6, "Salary", "999999999999", 10000),
      ],
      orders
    )
    expect(preview.matched.map((m) => [m.credit.row, m.order.orderNumber, m.matchedBy])).toEqual([
      [2, "ORD-1001", "reference"],
      [3, "ORD-1002", "order-number"],
    ])
    expect(preview.amountMismatches.map((m) => [m.credit.row, m.order.orderNumber, m.difference])).toEqual([[4, "ORD-1003", -1]])
    expect(preview.unmatchedCredits.map((u) => [u.credit.row, u.reason])).toEqual([
      [5, "Order ORD-1001 is already matched by an earlier credit in this statement"],
      [6, "No pending order has this reference or order number"],
    ])
    expect(preview.ordersWithoutCredit.map((o) => o.orderNumber)).toEqual(["ORD-1004"])
  })
})
