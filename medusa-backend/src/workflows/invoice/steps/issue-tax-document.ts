import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { buildTaxDocument, storedContent } from "../../../lib/invoices/tax-document"
import { buildCreditNote, creditNoteTooLate, type CreditRequest } from "../../../lib/invoices/credit-note"
import { formatDocumentNumber, seriesKey, type TaxDocumentKind } from "../../../lib/invoices/number-series"
import { conflict } from "../../../lib/errors"
import { getStoreSettings } from "../../../lib/store-settings"
import { INVOICE_MODULE } from "../../../modules/invoice"
import type InvoiceModuleService from "../../../modules/invoice/service"
import { readInvoiceFacts } from "../../../lib/invoices/read-invoice-facts"

export type IssueTaxDocumentInput = {
  order_id: string
  kind: TaxDocumentKind
  /** Credit notes: what to credit (default: everything not yet credited, the cancellation's), why, and the key that makes a retry return the same note. */
  credit?: { request: CreditRequest; reason: string; reference: string }
}

export const NOT_INVOICED_MESSAGE = "This order has no invoice yet: a credit note reduces an issued invoice."

/**
 * Issues the order's tax invoice (on payment confirmation) from the order, or
 * a credit note from the invoice as stored (on cancelling an invoiced order:
 * whatever is not yet credited; or the operator's partial one). Re-running
 * with the same reference returns the same document. A cancellation without
 * an invoice issues nothing. No compensation: an issued GST document is never
 * withdrawn, only reversed by a credit note.
 */
export const issueTaxDocumentStep = createStep("issue-tax-document", async (input: IssueTaxDocumentInput, { container }) => {
  const invoices = container.resolve<InvoiceModuleService>(INVOICE_MODULE)
  const issuedAt = new Date()
  if (input.kind === "invoice") {
    const facts = await readInvoiceFacts(container, input.order_id)
    const supplier = getStoreSettings().gst
    const issued = await invoices.issueTaxDocument({
      kind: "invoice",
      order_id: input.order_id,
      series: seriesKey("invoice", issuedAt),
      issued_at: issuedAt,
      format: formatDocumentNumber,
      build: (number) => buildTaxDocument({ kind: "invoice", number, issuedAt, facts, supplier }),
    })
    return new StepResponse(issued && { id: issued.id, number: issued.number })
  }

  const credit = input.credit ?? { request: { kind: "remaining" } as const, reason: "Order cancelled", reference: "cancel" }
  const [invoice] = await invoices.listTaxDocuments({ order_id: input.order_id, kind: "invoice" })
  if (!invoice) {
    if (credit.request.kind === "remaining") return new StepResponse(null)
    throw conflict(NOT_INVOICED_MESSAGE)
  }
  const invoiceContent = storedContent(invoice)
  const late = creditNoteTooLate(invoiceContent, issuedAt)
  if (late) throw conflict(late)
  const issued = await invoices.issueTaxDocument({
    kind: "credit_note",
    order_id: input.order_id,
    series: seriesKey("credit_note", issuedAt),
    issued_at: issuedAt,
    format: formatDocumentNumber,
    reference: credit.reference,
    build: (number, earlier) =>
      buildCreditNote({
        invoice: invoiceContent,
        prior: earlier.filter((d) => d.kind === "credit_note").map(storedContent),
        request: credit.request,
        number,
        issuedAt,
        reason: credit.reason,
      }),
  })
  return new StepResponse(issued && { id: issued.id, number: issued.number })
})
