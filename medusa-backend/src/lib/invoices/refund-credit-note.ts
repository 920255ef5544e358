import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { issueTaxDocument, type IssuedRef } from "./issue-tax-document"
import { issueReturnCreditNote, returnReference } from "./return-credit-note"
import { creditNoteForRefund, type NoteForRefund } from "./refund-note-match"
import { storedContent } from "./tax-document"
import { INVOICE_MODULE } from "../../modules/invoice"
import type InvoiceModuleService from "../../modules/invoice/service"
import { REFUND_DUE_MODULE } from "../../modules/refund-due"
import type RefundDueModuleService from "../../modules/refund-due/service"

/** The credit note's key for one of Medusa's refunds: one note per refund, whichever path reports it. */
export const refundReference = (refundId: string) => `refund:${refundId}`

/** Seconds: refunds of one order take their credit notes one at a time (two events for one payment, the backfill). */
const CREDIT_NOTE_LOCK = { timeout: 30 }

/** The order's credit notes as the matching rule reads them, oldest first. */
async function orderCreditNotes(container: MedusaContainer, orderId: string): Promise<NoteForRefund[]> {
  const docs = await container
    .resolve<InvoiceModuleService>(INVOICE_MODULE)
    .listTaxDocuments({ order_id: orderId, kind: "credit_note" }, { order: { issued_at: "ASC" } })
  return docs.map((d) => ({
    id: d.id,
    number: d.number,
    reference: d.reference ?? null,
    total: storedContent(d).totals.gross,
    refundId: (d as { refund_id?: string | null }).refund_id ?? null,
  }))
}

/**
 * The goods notes of the order's received returns, issued now if order.return_received has not yet
 * been handled (its subscriber and a quick refund after Medusa admin's Receive run side by side), so the
 * refund finds the note it pays for. Idempotent (keyed `return:<id>`).
 */
async function issueMissingReturnNotes(container: MedusaContainer, orderId: string, notes: NoteForRefund[]): Promise<boolean> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "return",
    fields: ["id", "status"],
    filters: { order_id: orderId },
  })
  const have = new Set(notes.map((n) => n.reference))
  const missing = (data as { id: string; status: string }[]).filter(
    (r) => (r.status === "received" || r.status === "partially_received") && !have.has(returnReference(r.id))
  )
  let issued = false
  for (const r of missing) {
    try {
      issued = !!(await issueReturnCreditNote(container, r.id)) || issued
    } catch {
      // Too late for a credit note, or no invoice: the refund's own rule below decides.
    }
  }
  return issued
}

/**
 * The credit note for one Medusa refund of the order's payment, exactly one
 * per refund (decisions D2): a note already issued for the same money (a
 * return's goods note, an operator's partial note, the cancellation's) by the
 * rule of lib/invoices/refund-note-match, recorded as that refund's; else the
 * refund's own, its sum spread over what the invoice still has
 * (lib/invoices/credit-note, request "amount"). Null when the order has no
 * invoice or nothing is left to credit. Under a lock per order, so two
 * refunds never take the same note.
 */
export async function issueRefundCreditNote(
  container: MedusaContainer,
  orderId: string,
  refund: { id: string; amount: number; note: string | null }
): Promise<IssuedRef> {
  return container.resolve(Modules.LOCKING).execute(
    `credit-notes:${orderId}`,
    async () => {
      const invoices = container.resolve<InvoiceModuleService>(INVOICE_MODULE)
      const [record] = await container
        .resolve<RefundDueModuleService>(REFUND_DUE_MODULE)
        .listRefundDues({ refund_id: refund.id }, { take: 1 })
      const toMatch = { ...refund, source: record?.source_key ?? null }
      let notes = await orderCreditNotes(container, orderId)
      let match = creditNoteForRefund(toMatch, notes)
      const own = !!match && (match.refundId === refund.id || match.reference === refundReference(refund.id))
      if (!own && (await issueMissingReturnNotes(container, orderId, notes))) {
        notes = await orderCreditNotes(container, orderId)
        match = creditNoteForRefund(toMatch, notes)
      }
      if (match && (match.refundId === refund.id || (await invoices.linkRefund(match.id, refund.id)))) {
        return { id: match.id, number: match.number }
      }
      return issueTaxDocument(container, {
        order_id: orderId,
        kind: "credit_note",
        credit: {
          request: { kind: "amount", amount: refund.amount },
          reason: refund.note || "Refund",
          reference: refundReference(refund.id),
        },
        refundId: refund.id,
      })
    },
    CREDIT_NOTE_LOCK
  )
}
