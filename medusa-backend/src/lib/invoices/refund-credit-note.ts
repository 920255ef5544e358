import type { MedusaContainer } from "@medusajs/framework/types"
import { issueTaxDocument, type IssuedRef } from "./issue-tax-document"

/** The credit note's key for one of Medusa's refunds: one note per refund, whichever path reports it. */
export const refundReference = (refundId: string) => `refund:${refundId}`

/**
 * The credit note for one refund of the order's payment: its sum spread over
 * what the invoice still has (lib/invoices/credit-note, request "amount"), or
 * the same note again when it was issued before; null when the order has no
 * invoice or nothing is left to credit (e.g. a cancellation's note took it).
 */
export async function issueRefundCreditNote(
  container: MedusaContainer,
  orderId: string,
  refund: { id: string; amount: number; note: string | null }
): Promise<IssuedRef> {
  return issueTaxDocument(container, {
    order_id: orderId,
    kind: "credit_note",
    credit: { request: { kind: "amount", amount: refund.amount }, reason: refund.note || "Refund", reference: refundReference(refund.id) },
  })
}
