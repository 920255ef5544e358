import PDFDocument from "pdfkit"
import type { TaxDocumentContent } from "./tax-document"

/**
 * Noto Sans (SIL OFL, from the @expo-google-fonts/noto-sans package) has the
 * rupee sign U+20B9, which pdfkit's built-in Helvetica lacks.
 */
const FONT_REGULAR = require.resolve("@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf")
const FONT_BOLD = require.resolve("@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf")

const rupees = (n: number) => `₹${n.toFixed(2)}`

/**
 * The invoice or credit note as a PDF. Deterministic: the creation date and
 * the file ID come from the document (its date and number), so asking twice
 * gives the same bytes.
 */
export function renderTaxDocumentPdf(doc: TaxDocumentContent): Promise<Buffer> {
  const issued = new Date(`${doc.date}T00:00:00+05:30`)
  const pdf = new PDFDocument({
    size: "A4",
    margin: 40,
    info: { Title: `${doc.title} ${doc.number}`, Author: doc.supplier.legalName, CreationDate: issued, ModDate: issued },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (c: Buffer) => chunks.push(c))
    pdf.on("end", () => resolve(Buffer.concat(chunks)))
    pdf.on("error", reject)
  })
  pdf.registerFont("regular", FONT_REGULAR)
  pdf.registerFont("bold", FONT_BOLD)

  pdf.font("bold").fontSize(16).text(doc.title.toUpperCase(), { align: "center" })
  pdf.moveDown(0.5)
  pdf.font("bold").fontSize(11).text(doc.supplier.legalName)
  pdf.font("regular").fontSize(9)
  pdf.text(doc.supplier.address)
  pdf.text(`State: ${doc.supplier.state}${doc.supplier.stateCode ? ` (${doc.supplier.stateCode})` : ""}`)
  pdf.text(`GSTIN: ${doc.supplier.gstin}`)
  pdf.moveDown(0.5)
  pdf.text(`${doc.kind === "invoice" ? "Invoice" : "Credit note"} number: ${doc.number}`)
  pdf.text(`Date: ${doc.date}`)
  if (doc.against) pdf.text(`Against invoice: ${doc.against.number} dated ${doc.against.date}`)
  pdf.text(`Order: ${doc.orderNumber}`)
  pdf.moveDown(0.5)
  pdf.font("bold").text("Bill to / Ship to")
  pdf.font("regular")
  pdf.text(doc.buyer.name)
  pdf.text(`${doc.buyer.street}, ${doc.buyer.city}, ${doc.buyer.state} ${doc.buyer.zipCode}`)
  pdf.text(`Phone: ${doc.buyer.phone}`)
  pdf.text(`Place of supply: ${doc.placeOfSupply.state}${doc.placeOfSupply.code ? ` (${doc.placeOfSupply.code})` : ""}`)
  pdf.moveDown(0.8)

  const taxColumns = doc.intraState ? ["CGST", "SGST"] : ["IGST"]
  const headers = ["Description", "HSN/SAC", "Qty", "Taxable value", "Rate", ...taxColumns, "Amount"]
  const widths = doc.intraState ? [150, 50, 30, 70, 35, 60, 60, 60] : [180, 55, 30, 80, 40, 70, 60]
  const rows: string[][] = doc.lines.map((l) => [
    l.description,
    l.hsn,
    String(l.quantity),
    rupees(l.taxable),
    `${l.rate}%`,
    ...(doc.intraState ? [rupees(l.cgst), rupees(l.sgst)] : [rupees(l.igst)]),
    rupees(l.gross),
  ])
  if (doc.shipping) {
    const s = doc.shipping
    rows.push([
      "Shipping",
      s.sac,
      "1",
      rupees(s.taxable),
      `${s.rate}%`,
      ...(doc.intraState ? [rupees(s.cgst), rupees(s.sgst)] : [rupees(s.igst)]),
      rupees(s.gross),
    ])
  }
  const t = doc.totals
  rows.push([
    "Total",
    "",
    "",
    rupees(t.taxable),
    "",
    ...(doc.intraState ? [rupees(t.cgst), rupees(t.sgst)] : [rupees(t.igst)]),
    rupees(t.gross),
  ])

  const drawRow = (cells: string[], bold: boolean) => {
    const y = pdf.y
    let x = pdf.page.margins.left
    let height = 0
    pdf.font(bold ? "bold" : "regular").fontSize(8.5)
    cells.forEach((cell, i) => {
      const align = i >= 2 ? "right" : "left"
      pdf.text(cell, x, y, { width: widths[i] - 4, align })
      height = Math.max(height, pdf.y - y)
      x += widths[i]
    })
    pdf.x = pdf.page.margins.left
    pdf.y = y + height + 4
  }
  drawRow(headers, true)
  rows.forEach((row, i) => drawRow(row, i === rows.length - 1))
  pdf.moveDown(0.8)

  pdf
    .font("bold")
    .fontSize(10)
    .text(`${doc.kind === "invoice" ? "Invoice total" : "Credit total"}: ${rupees(t.gross)}`)
  pdf.font("regular").fontSize(9).text(`Amount in words: ${doc.amountInWords}`)
  pdf.text(`Total tax: ${rupees(t.tax)} (prices include GST). Tax payable on reverse charge: No.`)
  pdf.moveDown(1)
  pdf.text(`For ${doc.supplier.legalName}`, { align: "right" })
  pdf.text("This is a computer-generated document and needs no signature.", { align: "right" })
  pdf.end()
  return done
}
