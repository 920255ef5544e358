import type { MedusaResponse } from "@medusajs/framework/http"
import type { TaxDocumentPdf } from "../../lib/invoices/load-tax-document-pdf"

/** Answers a PDF download: application/pdf, a file name of the document number, not cached by shared caches. */
export function sendPdf(res: MedusaResponse, doc: Pick<TaxDocumentPdf, "filename" | "pdf">) {
  res.setHeader("Content-Type", "application/pdf")
  res.setHeader("Content-Disposition", `attachment; filename="${doc.filename}"`)
  res.setHeader("Cache-Control", "private, no-store")
  res.setHeader("Content-Length", String(doc.pdf.length))
  res.status(200).end(doc.pdf)
}
