import type { MedusaContainer } from "@medusajs/framework/types"
import { storedContent, type TaxDocumentContent } from "./tax-document"
import { INVOICE_MODULE } from "../../modules/invoice"
import type InvoiceModuleService from "../../modules/invoice/service"

/** The invoices and credit notes issued in [from, to), as issued. */
export async function listTaxDocumentsIssued(container: MedusaContainer, from: Date, to: Date): Promise<TaxDocumentContent[]> {
  const invoices = container.resolve<InvoiceModuleService>(INVOICE_MODULE)
  const docs = await invoices.listIssuedBetween(from, to)
  return docs.map(storedContent)
}
