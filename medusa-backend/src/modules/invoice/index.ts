import { Module } from "@medusajs/framework/utils"
import InvoiceModuleService from "./service"

/** GST tax invoices and credit notes with their gap-free number series (issue 18). */
export const INVOICE_MODULE = "invoice"

export default Module(INVOICE_MODULE, {
  service: InvoiceModuleService,
})

export type { IssuedTaxDocument, TaxDocumentKind } from "./service"
