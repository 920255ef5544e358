import type { MedusaContainer } from "@medusajs/framework/types"
import { storedContent } from "./tax-document"
import { renderTaxDocumentPdf } from "./tax-document-pdf"
import type { TaxDocumentKind } from "./number-series"
import { INVOICE_MODULE } from "../../modules/invoice"
import type InvoiceModuleService from "../../modules/invoice/service"

export type TaxDocumentPdf = { number: string; filename: string; pdf: Buffer }

/**
 * The order's issued invoice (or its latest credit note) as a PDF, or null
 * before it was issued; `documentId` picks one credit note of several.
 */
export async function loadTaxDocumentPdf(
  container: MedusaContainer,
  orderId: string,
  kind: TaxDocumentKind = "invoice",
  documentId?: string
): Promise<TaxDocumentPdf | null> {
  const invoices = container.resolve<InvoiceModuleService>(INVOICE_MODULE)
  const [doc] = await invoices.listTaxDocuments(
    { order_id: orderId, kind, ...(documentId ? { id: documentId } : {}) },
    { order: { issued_at: "DESC" }, take: 1 }
  )
  if (!doc) return null
  const pdf = await renderTaxDocumentPdf(storedContent(doc))
  return { number: doc.number, filename: `${doc.number.replace(/\//g, "-")}.pdf`, pdf }
}
