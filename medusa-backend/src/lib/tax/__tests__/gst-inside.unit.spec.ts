import { buildTaxDocument } from "../../invoices/tax-document"
import { gstInside } from "../gst-inside"

const supplier = { legalName: "Sugandh Fragrances Private Limited", gstin: "09AAACS1234F1ZQ", address: "Kannauj", state: "Uttar Pradesh" }
const address = (province: string, postal_code: string) => ({ first_name: "Asha", province, postal_code, metadata: null })

/** The invoice's GST for the same lines, as lib/invoices issues it. */
function invoiceTax(
  lines: { gross: number; rate: number }[],
  shipping: { gross: number; rate: number } | null,
  state: string,
  zipCode: string
) {
  return buildTaxDocument({
    kind: "invoice",
    number: "SGH/26-27/00001",
    issuedAt: new Date("2026-11-10T10:00:00+05:30"),
    supplier,
    facts: {
      orderId: "order_1",
      orderNumber: "ORD-1001",
      orderTotal: 0,
      buyer: { name: "Asha", street: "1 Road", city: "X", state, zipCode, phone: "9876543210" },
      lines: lines.map((l) => ({ ...l, description: "P", hsn: "3303", quantity: 1 })),
      shipping,
    },
  }).totals.tax
}

describe("gstInside: one GST figure for checkout, order, e-mails and invoice (issue 48, point 4)", () => {
  it("rounds each line once, as the invoice does, where Medusa's tax_total rounds the sum", () => {
    // ₹100 at 18% within the supplier's state: CGST ₹7.63 + SGST ₹7.63 on the invoice; Medusa's unrounded 15.2542 shows ₹15.25.
    const row = {
      items: [{ total: 100, tax_lines: [{ rate: 18 }] }],
      shipping_methods: [],
      shipping_address: address("Uttar Pradesh", "208001"),
    }
    expect(gstInside(row, supplier.state)).toBe(15.26)
    expect(invoiceTax([{ gross: 100, rate: 18 }], null, "Uttar Pradesh", "208001")).toBe(15.26)
    // To another state it is IGST, rounded once per line.
    expect(gstInside({ ...row, shipping_address: address("Maharashtra", "411001") }, supplier.state)).toBe(15.25)
  })

  it("equals the invoice's total tax for mixed rates, discounts and shipping, within and across states", () => {
    const lines = [
      { gross: 279.2, rate: 18 },
      { gross: 399, rate: 18 },
      { gross: 149.5, rate: 5 },
      { gross: 25, rate: 18 },
    ]
    const shipping = { gross: 99, rate: 18 }
    for (const [state, pin] of [
      ["Uttar Pradesh", "208001"],
      ["Maharashtra", "411001"],
    ]) {
      const row = {
        items: lines.map((l) => ({ total: l.gross, tax_lines: [{ rate: l.rate }] })),
        shipping_methods: [{ total: shipping.gross, tax_lines: [{ rate: shipping.rate }] }],
        shipping_address: address(state, pin),
      }
      expect(gstInside(row, supplier.state)).toBe(invoiceTax(lines, shipping, state, pin))
    }
  })

  it("is null when the lines were read without totals or rates, so callers fall back to Medusa's sum", () => {
    expect(gstInside({ items: [{ tax_lines: [{ rate: 18 }] }] }, supplier.state)).toBeNull()
    expect(gstInside({ items: [{ total: 100 }] }, supplier.state)).toBeNull()
  })
})
