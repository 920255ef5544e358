import { parse } from "csv-parse/sync"
import { gstReportCsv, gstReportRows, monthBounds } from "../gst-report"
import { buildTaxDocument, type InvoiceOrderFacts } from "../tax-document"

const supplier = { legalName: "Sugandh Fragrances Private Limited", gstin: "09AAACS1234F1ZQ", address: "Kannauj", state: "Uttar Pradesh" }
const facts = (orderNumber: string, state: string, lines: InvoiceOrderFacts["lines"], shipping = 0): InvoiceOrderFacts => ({
  orderId: orderNumber,
  orderNumber,
  orderTotal: 0,
  buyer: { name: 'Asha, "the buyer"', street: "12 MG Road", city: "X", state, zipCode: "411001", phone: "9876543210" },
  lines,
  shipping: { gross: shipping, rate: 18 },
})
const at = new Date("2026-11-10T10:00:00Z")
const perfume = { description: "Velvet Oud", hsn: "3303", quantity: 1, gross: 1180, rate: 18 }
const incense = { description: "Agarbatti", hsn: "3307 41", quantity: 2, gross: 198, rate: 5 }

const docs = [
  buildTaxDocument({
    kind: "invoice",
    number: "SGH/26-27/00001",
    issuedAt: at,
    facts: facts("ORD-1", "Uttar Pradesh", [perfume]),
    supplier,
  }),
  buildTaxDocument({
    kind: "invoice",
    number: "SGH/26-27/00002",
    issuedAt: at,
    facts: facts("ORD-2", "Maharashtra", [perfume, incense], 99),
    supplier,
  }),
  buildTaxDocument({
    kind: "invoice",
    number: "SGH/26-27/00003",
    issuedAt: at,
    facts: facts("ORD-3", "Maharashtra", [incense], 99),
    supplier,
  }),
  buildTaxDocument({
    kind: "credit_note",
    number: "SGC/26-27/00001",
    issuedAt: at,
    facts: facts("ORD-3", "Maharashtra", [incense], 99),
    supplier,
    against: { number: "SGH/26-27/00003", date: "2026-11-10" },
  }),
]

describe("GST report", () => {
  it("has one row per document and rate, credit notes negative, and totals equal to the sum of the documents", () => {
    const { rows, totals } = gstReportRows(docs)
    const documentRows = rows.filter((r) => r[0] === "document")
    expect(documentRows.map((r) => [r[2], r[7], r[8], r[9], r[10], r[11], r[12]])).toEqual([
      ["SGC/26-27/00001", "5", "-188.57", "-9.43", "0.00", "0.00", "-198.00"],
      ["SGC/26-27/00001", "18", "-83.90", "-15.10", "0.00", "0.00", "-99.00"],
      ["SGH/26-27/00001", "18", "1000.00", "0.00", "90.00", "90.00", "1180.00"],
      ["SGH/26-27/00002", "5", "188.57", "9.43", "0.00", "0.00", "198.00"],
      ["SGH/26-27/00002", "18", "1083.90", "195.10", "0.00", "0.00", "1279.00"],
      ["SGH/26-27/00003", "5", "188.57", "9.43", "0.00", "0.00", "198.00"],
      ["SGH/26-27/00003", "18", "83.90", "15.10", "0.00", "0.00", "99.00"],
    ])
    // Invoices minus the credit note: 1180 + 1477 + 297 - 297.
    const invoiced = docs.filter((d) => d.kind === "invoice").reduce((s, d) => s + d.totals.gross, 0)
    expect(totals.gross).toBe(invoiced - docs[3].totals.gross)
    expect(totals).toMatchObject({ gross: 2657, taxable: 2272.47, igst: 204.53, cgst: 90, sgst: 90 })
    const summary = rows.filter((r) => r[0] === "summary").map((r) => [r[5], r[6], r[7], r[8], r[12]])
    expect(summary).toEqual([
      ["Uttar Pradesh", "09", "18", "1000.00", "1180.00"],
      ["Maharashtra", "27", "5", "188.57", "198.00"],
      ["Maharashtra", "27", "18", "1083.90", "1279.00"],
    ])
  })

  it("writes CSV a parser reads back, quoting what needs quoting", () => {
    const csv = gstReportCsv(docs)
    const parsed = parse(csv) as string[][]
    expect(parsed[0]).toEqual([
      "section",
      "document_type",
      "document_number",
      "document_date",
      "order_number",
      "place_of_supply",
      "state_code",
      "rate",
      "taxable_value",
      "igst",
      "cgst",
      "sgst",
      "total",
      "recipient_name",
      "recipient_address",
    ])
    expect(parsed.at(-1)).toEqual(["total", "", "", "", "", "", "", "", "2272.47", "204.53", "90.00", "90.00", "2657.00", "", ""])
    // The buyer's name keeps its comma and quotes; negative amounts stay numbers.
    expect(parsed[1].slice(12)).toEqual(["-198.00", 'Asha, "the buyer"', "12 MG Road, X, Maharashtra, 411001"])
  })

  it("neutralises a name or address a spreadsheet would run as a formula", () => {
    const f = facts("ORD-9", "Maharashtra", [perfume])
    const doc = buildTaxDocument({
      kind: "invoice",
      number: "SGH/26-27/00009",
      issuedAt: at,
      facts: { ...f, buyer: { ...f.buyer, name: '=HYPERLINK("http://evil.example","x")', street: "+1 Road" } },
      supplier,
    })
    const row = (parse(gstReportCsv([doc])) as string[][])[1]
    expect(row.slice(13)).toEqual(['\'=HYPERLINK("http://evil.example","x")', "'+1 Road, X, Maharashtra, 411001"])
  })

  it("reads months as IST bounds and refuses anything else", () => {
    expect(monthBounds("2026-11")).toEqual({ from: new Date("2026-10-31T18:30:00Z"), to: new Date("2026-11-30T18:30:00Z") })
    expect(monthBounds("2026-12")!.to).toEqual(new Date("2026-12-31T18:30:00Z"))
    for (const bad of ["2026-13", "2026-1", "26-11", "", undefined, ["2026-11"]]) expect(monthBounds(bad)).toBeNull()
  })
})
