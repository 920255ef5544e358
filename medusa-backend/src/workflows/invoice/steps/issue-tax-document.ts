import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { buildTaxDocument, istDate, type TaxDocumentContent } from "../../../lib/invoices/tax-document"
import { formatDocumentNumber, seriesKey, type TaxDocumentKind } from "../../../lib/invoices/number-series"
import { getStoreSettings } from "../../../lib/store-settings"
import { INVOICE_MODULE } from "../../../modules/invoice"
import type InvoiceModuleService from "../../../modules/invoice/service"
import { readInvoiceFacts } from "../../../lib/invoices/read-invoice-facts"

/**
 * Issues the order's tax invoice (on payment confirmation) or credit note (on
 * cancelling an invoiced order) once; re-running returns the same document.
 * A credit note is only issued when there is an invoice to reverse.
 * No compensation: an issued GST document is never withdrawn, only reversed
 * by a credit note.
 */
export const issueTaxDocumentStep = createStep(
  "issue-tax-document",
  async (input: { order_id: string; kind: TaxDocumentKind }, { container }) => {
    const invoices = container.resolve<InvoiceModuleService>(INVOICE_MODULE)
    let against: TaxDocumentContent["against"] = null
    if (input.kind === "credit_note") {
      const [invoice] = await invoices.listTaxDocuments({ order_id: input.order_id, kind: "invoice" })
      if (!invoice) return new StepResponse(null)
      const value = (invoice.document as unknown as TaxDocumentContent).totals?.gross
      against = { number: invoice.number, date: istDate(new Date(invoice.issued_at)), ...(typeof value === "number" ? { value } : {}) }
    }
    const facts = await readInvoiceFacts(container, input.order_id)
    const issuedAt = new Date()
    const supplier = getStoreSettings().gst
    const issued = await invoices.issueTaxDocument({
      kind: input.kind,
      order_id: input.order_id,
      series: seriesKey(input.kind, issuedAt),
      issued_at: issuedAt,
      format: formatDocumentNumber,
      build: (number) => buildTaxDocument({ kind: input.kind, number, issuedAt, facts, supplier, against }),
    })
    return new StepResponse({ id: issued.id, number: issued.number })
  }
)
