import { buildTaxDocument, type InvoiceOrderFacts } from "../tax-document"

const supplier = { legalName: "Sugandh", gstin: "09AAACS1234F1ZQ", address: "Kannauj", state: "Uttar Pradesh" }
const facts = (state: string, stateCode: string | null): InvoiceOrderFacts => ({
  orderId: "order_1",
  orderNumber: "SGH-1",
  orderTotal: 118,
  buyer: { name: "Asha", street: "1 Road", city: "Lucknow", state, zipCode: "226001", phone: "9876543210", stateCode },
  lines: [{ description: "Oud", hsn: "3303", quantity: 1, gross: 118, rate: 18 }],
  shipping: null,
})
const build = (f: InvoiceOrderFacts) =>
  buildTaxDocument({ kind: "invoice", number: "SGH/26-27/00001", issuedAt: new Date(), facts: f, supplier })

describe("place of supply from the stored state code", () => {
  it("splits CGST + SGST on the code whatever the text says", () => {
    const doc = build(facts("U.P.", "09"))
    expect(doc.intraState).toBe(true)
    expect(doc.placeOfSupply).toEqual({ state: "Uttar Pradesh", code: "09" })
    expect([doc.totals.cgst, doc.totals.sgst, doc.totals.igst]).toEqual([9, 9, 0])
  })

  it("charges IGST when the code is another state's, even if the text names the store's", () => {
    const doc = build(facts("Uttar Pradesh", "29"))
    expect(doc.intraState).toBe(false)
    expect(doc.placeOfSupply).toEqual({ state: "Karnataka", code: "29" })
    expect(doc.totals.igst).toBe(18)
  })

  it("falls back to the text for facts without a code", () => {
    expect(build(facts("uttar pradesh", null)).intraState).toBe(true)
  })
})
