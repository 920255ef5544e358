import { randomUUID } from "crypto"
import type { MedusaContainer } from "@medusajs/framework/types"
import { INVOICE_MODULE } from "../../modules/invoice"
import type InvoiceModuleService from "../../modules/invoice/service"
import type { CreditNoteBodyType } from "./credit-note-body"
import type { CreditLine, CreditRequest } from "./credit-note"
import { creditNoteDeadline } from "./credit-note"
import { storedContent } from "./tax-document"

/** The body as the workflow's input; a reference of our own when the client gave none. */
export function creditNoteInput(orderId: string, body: CreditNoteBodyType) {
  const request: CreditRequest = { kind: "partial", lines: body.lines, ...(body.shipping !== undefined ? { shipping: body.shipping } : {}) }
  return { order_id: orderId, request, reason: body.reason, reference: body.reference ?? `op-${randomUUID()}` }
}

/**
 * An order's invoice lines with what is left to credit, and its credit notes:
 * what the operator's credit-note form shows.
 */
export async function creditNotesView(container: MedusaContainer, orderId: string) {
  const docs = await container
    .resolve<InvoiceModuleService>(INVOICE_MODULE)
    .listTaxDocuments({ order_id: orderId }, { order: { issued_at: "ASC" } })
  const invoiceRow = docs.find((d) => d.kind === "invoice")
  const notes = docs.filter((d) => d.kind === "credit_note")
  const invoice = invoiceRow ? storedContent(invoiceRow) : null
  const credited = (index: number) =>
    notes.reduce((sum, n) => {
      const lines = storedContent(n).lines as Partial<CreditLine>[]
      return sum + lines.filter((l, i) => (l.invoiceLine ?? i + 1) === index).reduce((s, l) => s + Math.round((l.gross ?? 0) * 100), 0)
    }, 0) / 100
  const creditedShipping = notes.reduce((s, n) => s + Math.round((storedContent(n).shipping?.gross ?? 0) * 100), 0) / 100
  return {
    invoice: invoice && {
      number: invoice.number,
      date: invoice.date,
      total: invoice.totals.gross,
      creditUntil: creditNoteDeadline(invoice.date),
      lines: invoice.lines.map((l, i) => ({
        line: i + 1,
        description: l.description,
        quantity: l.quantity,
        rate: l.rate,
        amount: l.gross,
        credited: credited(i + 1),
      })),
      shipping: invoice.shipping ? { amount: invoice.shipping.gross, credited: creditedShipping } : null,
    },
    creditNotes: notes.map((n) => {
      const c = storedContent(n)
      return { id: n.id, number: n.number, date: c.date, total: c.totals.gross, reason: c.reason ?? null }
    }),
  }
}
