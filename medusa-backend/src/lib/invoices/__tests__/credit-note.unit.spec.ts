import { buildCreditNote, creditNoteDeadline, creditNoteTooLate, type CreditRequest } from "../credit-note"
import { buildTaxDocument, type TaxDocumentContent } from "../tax-document"
import { isDomainError } from "../../errors"
import { CreditNoteBody } from "../credit-note-body"

const supplier = { legalName: "Sugandh Fragrances Private Limited", gstin: "09AAACS1234F1ZQ", address: "Kannauj", state: "Uttar Pradesh" }
const invoice = buildTaxDocument({
  kind: "invoice",
  number: "SGH/26-27/00007",
  issuedAt: new Date("2026-11-10T10:00:00+05:30"),
  supplier,
  facts: {
    orderId: "order_1",
    orderNumber: "ORD-1007",
    orderTotal: 1576,
    buyer: {
      name: "Asha",
      street: "12 MG Road",
      city: "Pune",
      state: "Maharashtra",
      zipCode: "411001",
      phone: "9876543210",
      stateCode: "27",
    },
    lines: [
      { description: "Velvet Oud", hsn: "330300", quantity: 3, gross: 897, rate: 18 },
      { description: "Chandan Pooja Agarbatti", hsn: "330741", quantity: 2, gross: 198, rate: 5 },
    ],
    shipping: { gross: 99, rate: 18 },
  },
})
const at = new Date("2026-11-20T10:00:00+05:30")
let n = 0
const note = (request: CreditRequest, prior: TaxDocumentContent[] = []) =>
  buildCreditNote({ invoice, prior, request, number: `SGC/26-27/0000${++n}`, issuedAt: at, reason: "Damaged in transit" })
const refusal = (fn: () => unknown) => {
  try {
    fn()
  } catch (e) {
    if (isDomainError(e)) return e.message
    throw e
  }
  return null
}

describe("credit notes from the stored invoice", () => {
  it("credits one returned unit of a line at its invoiced rate and split, against the invoice", () => {
    const c = note({ kind: "partial", lines: [{ line: 1, quantity: 1 }] })!
    expect(c.against).toEqual({ number: "SGH/26-27/00007", date: "2026-11-10", value: invoice.totals.gross })
    expect(c.lines).toEqual([
      expect.objectContaining({
        description: "Velvet Oud",
        quantity: 1,
        gross: 299,
        taxable: 253.39,
        igst: 45.61,
        rate: 18,
        invoiceLine: 1,
      }),
    ])
    expect(c.totals.gross).toBe(299)
    expect(c.reason).toBe("Damaged in transit")
    expect(c.buyer).toEqual(invoice.buyer)
  })

  it("credits an agreed amount, refuses more than is left, and the cancellation's note takes exactly the rest", () => {
    const first = note({ kind: "partial", lines: [{ line: 1, quantity: 2 }] })!
    const second = note({ kind: "partial", lines: [{ line: 2, amount: 50 }], shipping: 99 }, [first])!
    expect(second.totals.gross).toBe(149)
    expect(refusal(() => note({ kind: "partial", lines: [{ line: 1, quantity: 2 }] }, [first, second]))).toBe(
      "Line 1 has 1 unit(s) left to credit"
    )
    expect(refusal(() => note({ kind: "partial", lines: [{ line: 2, amount: 148.01 }] }, [first, second]))).toBe(
      "Line 2 has ₹148.00 left to credit"
    )
    expect(refusal(() => note({ kind: "partial", lines: [{ line: 3, amount: 1 }] }))).toBe("Invoice SGH/26-27/00007 has no line 3")
    expect(refusal(() => note({ kind: "partial", lines: [], shipping: 100 }))).toBe("Shipping has ₹99.00 left to credit")

    const rest = note({ kind: "remaining" }, [first, second])!
    expect(rest.lines.map((l) => [l.invoiceLine, l.quantity, l.gross])).toEqual([
      [1, 1, 299],
      [2, 2, 148],
    ])
    expect(rest.shipping).toBeNull()
    // All credit notes together are exactly the invoice, never more.
    const total = [first, second, rest].reduce((s, c) => s + Math.round(c.totals.gross * 100), 0)
    expect(total).toBe(Math.round(invoice.totals.gross * 100))
    expect(note({ kind: "remaining" }, [first, second, rest])).toBeNull()
  })

  it("refuses a request naming the same line twice, which would credit more than the invoice", () => {
    // Each entry alone fits what is left of line 1 (3 units, ₹897); together 6 units and ₹1,794.
    expect(
      refusal(() =>
        note({
          kind: "partial",
          lines: [
            { line: 1, quantity: 3 },
            { line: 1, quantity: 3 },
          ],
        })
      )
    ).toBe("Line 1 is named more than once")
    expect(
      refusal(() =>
        note({
          kind: "partial",
          lines: [
            { line: 2, amount: 198 },
            { line: 2, amount: 198 },
          ],
        })
      )
    ).toBe("Line 2 is named more than once")
    expect(
      CreditNoteBody.safeParse({
        lines: [
          { line: 1, quantity: 1 },
          { line: 1, amount: 5 },
        ],
        reason: "Damaged",
      }).error?.issues
    ).toEqual([expect.objectContaining({ message: "Name each invoice line once", path: ["lines"] })])
  })

  it("keeps the last units' paise so three single-unit notes add up to the line", () => {
    const odd = { ...invoice, lines: [{ ...invoice.lines[0], gross: 100, quantity: 3 }] }
    const a = buildCreditNote({
      invoice: odd,
      prior: [],
      request: { kind: "partial", lines: [{ line: 1, quantity: 1 }] },
      number: "A",
      issuedAt: at,
      reason: "x",
    })!
    const b = buildCreditNote({
      invoice: odd,
      prior: [a],
      request: { kind: "partial", lines: [{ line: 1, quantity: 1 }] },
      number: "B",
      issuedAt: at,
      reason: "x",
    })!
    const c = buildCreditNote({
      invoice: odd,
      prior: [a, b],
      request: { kind: "partial", lines: [{ line: 1, quantity: 1 }] },
      number: "C",
      issuedAt: at,
      reason: "x",
    })!
    expect([a, b, c].map((x) => x.totals.gross)).toEqual([33.33, 33.33, 33.34])
  })

  it("is refused after 30 November following the end of the invoice's financial year (s.34(2))", () => {
    expect(creditNoteDeadline("2026-11-10")).toBe("2027-11-30")
    expect(creditNoteDeadline("2027-03-31")).toBe("2027-11-30")
    expect(creditNoteDeadline("2027-04-01")).toBe("2028-11-30")
    expect(creditNoteTooLate(invoice, new Date("2027-11-30T18:00:00Z"))).toBeNull() // 23:30 IST on 30 Nov
    expect(creditNoteTooLate(invoice, new Date("2027-11-30T18:30:00Z"))).toBe(
      "A credit note against invoice SGH/26-27/00007 could be issued until 30 November 2027 (CGST Act section 34(2)): 30 November after the end of its financial year."
    )
  })

  it("credits a refund's sum (which names no line) from each line and the shipping in proportion, to the paisa", () => {
    // Invoice 1,194 = 897 + 198 + 99; ₹100 refunded: 75.13 + 16.58 + 8.29.
    const c = note({ kind: "amount", amount: 100 })!
    expect(c.lines.map((l) => [l.invoiceLine, l.quantity, l.gross])).toEqual([
      [1, 0, 75.13],
      [2, 0, 16.58],
    ])
    expect(c.shipping?.gross).toBe(8.29)
    expect(c.totals.gross).toBe(100)
    // A later refund of everything left takes exactly the rest; beyond that there is nothing to credit.
    const rest = note({ kind: "amount", amount: 5000 }, [c])!
    expect(rest.totals.gross).toBe(1094)
    expect(rest.lines.map((l) => l.gross)).toEqual([821.87, 181.42])
    expect(note({ kind: "amount", amount: 10 }, [c, rest])).toBeNull()
  })
})
