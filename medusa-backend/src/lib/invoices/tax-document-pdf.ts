import fs from "fs"
import path from "path"
import PDFDocument from "pdfkit"
import type { GstSplit } from "../tax/gst-split"
import { compactHsn, isServiceCode } from "../tax/hsn"
import type { TaxDocumentContent } from "./tax-document"

/**
 * Noto Sans (SIL OFL, from the @expo-google-fonts/noto-sans package) has the
 * rupee sign U+20B9, which pdfkit's built-in Helvetica lacks.
 */
const FONT_REGULAR = require.resolve("@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf")
const FONT_BOLD = require.resolve("@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf")

const rupees = (n: number) => `₹${n.toFixed(2)}`

/** Rule 46(h): quantity with its unit for goods ("2 NOS"); a service (SAC 99...) has a number only. */
function quantityWithUnit(code: string, quantity: number): string {
  return isServiceCode(code) ? String(quantity) : `${quantity} NOS`
}

/**
 * Rule 46(q): the signature of the supplier's authorised signatory, by name
 * and designation with their signature image (STORE_SIGNATURE_IMAGE, a PNG or
 * JPEG; a specimen outside production). Chosen over a PAdES digital signature:
 * the PDF is rendered again from the stored document on every download and
 * must stay byte-identical, while a PAdES signature carries its signing time
 * and needs the private key on every server that renders; and a self-signed
 * certificate shows as untrusted in PDF readers, so only a purchased Class 3
 * certificate would add anything. The name is stored with the document as issued.
 */
function drawSignature(pdf: PDFKit.PDFDocument, doc: TaxDocumentContent) {
  const signatory = doc.supplier.signatory
  const width = 200
  const x = pdf.page.width - pdf.page.margins.right - width
  pdf.font("regular").fontSize(9).text(`For ${doc.supplier.legalName}`, x, pdf.y, { width, align: "right" })
  const image = signatureImage()
  if (image) {
    pdf.image(image, x + width - 120, pdf.y + 2, { fit: [120, 36], align: "right" })
    pdf.y += 40
  } else {
    pdf.y += 30
  }
  pdf.text(signatory ? `${signatory.name}, ${signatory.designation}` : "", x, pdf.y, { width, align: "right" })
  pdf.text("Authorised Signatory", x, pdf.y, { width, align: "right" })
  pdf.x = pdf.page.margins.left
}

const SPECIMEN_SIGNATURE = path.join(__dirname, "assets", "specimen-signature.png")

/** The configured signature image; the specimen in development and tests; none in production without one. */
function signatureImage(): string | null {
  const configured = process.env.STORE_SIGNATURE_IMAGE?.trim()
  if (configured) return configured
  return process.env.NODE_ENV !== "production" && fs.existsSync(SPECIMEN_SIGNATURE) ? SPECIMEN_SIGNATURE : null
}

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

  // Rule 48(1)(a): the shopper's copy of a tax invoice is marked as the original (the same on a credit note).
  pdf.font("bold").fontSize(8).text("ORIGINAL FOR RECIPIENT", { align: "right" })
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
  if (doc.reason) pdf.text(`Reason: ${doc.reason}`)
  pdf.text(`Order: ${doc.orderNumber}`)
  pdf.moveDown(0.5)
  pdf.font("bold").text("Bill to / Ship to")
  pdf.font("regular")
  // Rule 46(d)/(e): a registered recipient's name and GSTIN.
  if (doc.buyer.gstin) {
    if (doc.buyer.businessName) pdf.font("bold").text(doc.buyer.businessName).font("regular")
    pdf.text(`Recipient GSTIN: ${doc.buyer.gstin}`)
  }
  pdf.text(doc.buyer.name)
  pdf.text(`${doc.buyer.street}, ${doc.buyer.city}, ${doc.buyer.state} ${doc.buyer.zipCode}`)
  pdf.text(`Phone: ${doc.buyer.phone}`)
  pdf.text(`Place of supply: ${doc.placeOfSupply.state}${doc.placeOfSupply.code ? ` (${doc.placeOfSupply.code})` : ""}`)
  pdf.moveDown(0.8)

  // Rule 46(i)-(k): per line the taxable value, and the rate and amount of each tax head (CGST + SGST, or IGST).
  const heads = doc.intraState ? (["cgst", "sgst"] as const) : (["igst"] as const)
  const headLabel = { cgst: "CGST", sgst: "SGST", igst: "IGST" }
  const headRate = (rate: number) => (doc.intraState ? rate / 2 : rate)
  const headers = ["Description", "HSN/SAC", "Qty", "Taxable value", ...heads.flatMap((h) => [`${headLabel[h]} %`, headLabel[h]]), "Amount"]
  const widths = doc.intraState ? [115, 45, 40, 60, 40, 55, 40, 55, 65] : [170, 50, 45, 75, 40, 65, 70]
  type Part = GstSplit & { hsn: string; description: string; quantity: number }
  const row = (p: Part): string[] => [
    p.description,
    compactHsn(p.hsn),
    quantityWithUnit(p.hsn, p.quantity),
    rupees(p.taxable),
    ...heads.flatMap((h) => [`${headRate(p.rate)}%`, rupees(p[h])]),
    rupees(p.gross),
  ]
  const rows: string[][] = doc.lines.map(row)
  if (doc.shipping) rows.push(row({ ...doc.shipping, hsn: doc.shipping.sac, description: "Shipping", quantity: 1 }))
  const t = doc.totals
  rows.push(["Total", "", "", rupees(t.taxable), ...heads.flatMap((h) => ["", rupees(t[h])]), rupees(t.gross)])

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
  drawSignature(pdf, doc)
  pdf.end()
  return done
}
