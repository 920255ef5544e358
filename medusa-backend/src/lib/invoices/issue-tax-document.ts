import type { MedusaContainer } from "@medusajs/framework/types"
import { buildTaxDocument, storedContent } from "./tax-document"
import { buildCreditNote, creditNoteTooLate, type CreditRequest } from "./credit-note"
import { formatDocumentNumber, seriesKey, type TaxDocumentKind } from "./number-series"
import { readInvoiceFacts } from "./read-invoice-facts"
import { conflict } from "../errors"
import { getStoreSettings } from "../store-settings"
import { INVOICE_MODULE } from "../../modules/invoice"
import type InvoiceModuleService from "../../modules/invoice/service"

export type IssueTaxDocumentInput = {
  order_id: string
  kind: TaxDocumentKind
  /** Credit notes: what to credit (default: everything not yet credited, the cancellation's), why, and the key that makes a retry return the same note. */
  credit?: { request: CreditRequest; reason: string; reference: string }
  /** A credit note issued for one Medusa refund (its own, the amount spread): that refund's id. */
  refundId?: string
}

export type IssuedRef = { id: string; number: string } | null

export const NOT_INVOICED_MESSAGE = "This order has no invoice yet: a credit note reduces an issued invoice."

/**
 * Issues the order's tax invoice from the order, or a credit note from the
 * invoice as stored (whatever is not yet credited, the cancellation's; or a
 * part of it: a refund's or the operator's). The one way every path issues a
 * GST document (the shop's workflows, Medusa's events and hooks, the
 * backfill). Idempotent: the invoice module returns the document already
 * issued for the order (invoice) or for the reference (credit note). A
 * cancellation without an invoice issues nothing.
 */
export async function issueTaxDocument(container: MedusaContainer, input: IssueTaxDocumentInput): Promise<IssuedRef> {
  const invoices = container.resolve<InvoiceModuleService>(INVOICE_MODULE)
  const issuedAt = new Date()
  if (input.kind === "invoice") {
    // Most calls find it issued (a replayed event, the capture after the shop's confirm): no need to read the order.
    const [existing] = await invoices.listTaxDocuments({ order_id: input.order_id, kind: "invoice" }, { take: 1 })
    if (existing) return { id: existing.id, number: existing.number }
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
    return issued && { id: issued.id, number: issued.number }
  }

  const credit = input.credit ?? { request: { kind: "remaining" } as const, reason: "Order cancelled", reference: "cancel" }
  const [invoice] = await invoices.listTaxDocuments({ order_id: input.order_id, kind: "invoice" })
  if (!invoice) {
    // Only the operator's partial note is refused; a cancellation or a refund of an order never invoiced has nothing to reverse.
    if (credit.request.kind !== "partial") return null
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
    refund_id: input.refundId ?? null,
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
  return issued && { id: issued.id, number: issued.number }
}
