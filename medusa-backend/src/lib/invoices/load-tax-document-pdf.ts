import type { MedusaContainer } from "@medusajs/framework/types"
import type { TaxDocumentContent } from "./tax-document"
import { renderTaxDocumentPdf } from "./tax-document-pdf"
import type { TaxDocumentKind } from "./number-series"
import { INVOICE_MODULE } from "../../modules/invoice"
import type InvoiceModuleService from "../../modules/invoice/service"

export type TaxDocumentPdf = { number: string; filename: string; pdf: Buffer }

/** The order's issued invoice (or credit note) as a PDF, or null before it was issued. */
export async function loadTaxDocumentPdf(
  container: MedusaContainer,
  orderId: string,
  kind: TaxDocumentKind = "invoice"
): Promise<TaxDocumentPdf | null> {
  const invoices = container.resolve<InvoiceModuleService>(INVOICE_MODULE)
  const [doc] = await invoices.listTaxDocuments({ order_id: orderId, kind })
  if (!doc) return null
  const pdf = await renderTaxDocumentPdf(doc.document as unknown as TaxDocumentContent)
  return { number: doc.number, filename: `${doc.number.replace(/\//g, "-")}.pdf`, pdf }
}
