import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { buildTaxDocument, type InvoiceOrderFacts } from "../tax-document"
import { renderTaxDocumentPdf } from "../tax-document-pdf"

const supplier = {
  legalName: "Sugandh Fragrances Private Limited",
  gstin: "09AAACS1234F1ZQ",
  address: "12 Perfumers' Lane, Kannauj 209725",
  state: "Uttar Pradesh",
  signatory: { name: "Meera Kapoor", designation: "Director" },
}

const facts = (state: string): InvoiceOrderFacts => ({
  orderId: "order_1",
  orderNumber: "ORD-1042",
  orderTotal: 1279,
  buyer: {
    name: "Asha Verma",
    street: "12 MG Road",
    city: state === "Uttar Pradesh" ? "Lucknow" : "Pune",
    state,
    zipCode: "411001",
    phone: "9876543210",
  },
  lines: [
    { description: "Velvet Oud", hsn: "330300", quantity: 2, gross: 1180, rate: 18 },
    { description: "Chandan Pooja Agarbatti", hsn: "3307 41", quantity: 1, gross: 99, rate: 5 },
  ],
  shipping: { gross: 0, rate: 18 },
})

/** The PDF's text as poppler's pdftotext reads it (poppler-utils; .ci/run installs it). */
function pdfText(pdf: Buffer): string {
  const file = path.join(os.tmpdir(), `invoice-${process.pid}-${Math.random().toString(36).slice(2)}.pdf`)
  fs.writeFileSync(file, pdf)
  try {
    return execFileSync("pdftotext", ["-layout", file, "-"]).toString()
  } finally {
    fs.unlinkSync(file)
  }
}

describe("tax document PDF", () => {
  it("prints supplier, GSTIN, number, HSN per line, CGST + SGST within the state, totals and words, with the rupee sign", async () => {
    const doc = buildTaxDocument({
      kind: "invoice",
      number: "SGH/26-27/00042",
      issuedAt: new Date("2026-11-23T10:00:00Z"),
      facts: facts("Uttar Pradesh"),
      supplier,
    })
    const text = pdfText(await renderTaxDocumentPdf(doc))
    expect(text).toContain("TAX INVOICE")
    expect(text).toContain("GSTIN: 09AAACS1234F1ZQ")
    expect(text).toContain("Sugandh Fragrances Private Limited")
    expect(text).toContain("SGH/26-27/00042")
    expect(text).toContain("Date: 2026-11-23")
    expect(text).toContain("Place of supply: Uttar Pradesh (09)")
    // Quantity with its UQC, HSN without spaces, each tax head with its own rate (Rule 46(h)-(k)).
    expect(text).toMatch(/Velvet Oud\s+330300\s+2 NOS\s+₹1000\.00\s+9%\s+₹90\.00\s+9%\s+₹90\.00\s+₹1180\.00/)
    expect(text).toMatch(/Chandan Pooja Agarbatti\s+330741\s+1 NOS\s+₹94\.28\s+2\.5%\s+₹2\.36\s+2\.5%\s+₹2\.36\s+₹99\.00/)
    expect(text).toMatch(/CGST %\s+CGST\s+SGST %\s+SGST/)
    expect(text).toContain("ORIGINAL FOR RECIPIENT")
    expect(text).toContain("For Sugandh Fragrances Private Limited")
    expect(text).toContain("Meera Kapoor, Director")
    expect(text).toContain("Authorised Signatory")
    expect(text).not.toContain("needs no signature")
    expect(text).not.toContain("IGST")
    expect(text).toContain("Invoice total: ₹1279.00")
    expect(text).toContain("Rupees One Thousand Two Hundred Seventy Nine Only")
  })

  it("prints IGST only for another state", async () => {
    const doc = buildTaxDocument({
      kind: "invoice",
      number: "SGH/26-27/00043",
      issuedAt: new Date("2026-11-23T10:00:00Z"),
      facts: facts("Maharashtra"),
      supplier,
    })
    const text = pdfText(await renderTaxDocumentPdf(doc))
    expect(text).toContain("Place of supply: Maharashtra (27)")
    expect(text).toMatch(/Velvet Oud\s+330300\s+2 NOS\s+₹1000\.00\s+18%\s+₹180\.00\s+₹1180\.00/)
    expect(text).toMatch(/IGST %\s+IGST/)
    expect(text).toContain("IGST")
    expect(text).not.toContain("CGST")
  })

  it("gives the same bytes each time", async () => {
    const doc = buildTaxDocument({
      kind: "credit_note",
      number: "SGC/26-27/00001",
      issuedAt: new Date("2026-11-23T10:00:00Z"),
      facts: facts("Maharashtra"),
      supplier,
      against: { number: "SGH/26-27/00043", date: "2026-11-23" },
    })
    const a = await renderTaxDocumentPdf(doc)
    await new Promise((r) => setTimeout(r, 1100))
    const b = await renderTaxDocumentPdf(doc)
    expect(a.equals(b)).toBe(true)
    expect(pdfText(a)).toContain("Against invoice: SGH/26-27/00043")
  })
})
