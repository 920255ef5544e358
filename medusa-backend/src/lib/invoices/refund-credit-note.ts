import type { MedusaContainer } from "@medusajs/framework/types"
import { issueTaxDocument, type IssuedRef } from "./issue-tax-document"
import { INVOICE_MODULE } from "../../modules/invoice"
import type InvoiceModuleService from "../../modules/invoice/service"
import { REFUND_DUE_MODULE } from "../../modules/refund-due"
import type RefundDueModuleService from "../../modules/refund-due/service"

/** The credit note's key for one of Medusa's refunds: one note per refund, whichever path reports it. */
export const refundReference = (refundId: string) => `refund:${refundId}`

/**
 * The goods' credit note a refund pays for (decisions D2): a return's refund
 * names its source (`return:<id>`) on the shop's refund record, or as its note
 * when refunded at a gateway, and the return's note was issued when the goods
 * came back. Null for a refund with no goods behind it.
 */
async function goodsCreditNote(
  container: MedusaContainer,
  orderId: string,
  refund: { id: string; note: string | null }
): Promise<IssuedRef> {
  const [record] = await container.resolve<RefundDueModuleService>(REFUND_DUE_MODULE).listRefundDues({ refund_id: refund.id }, { take: 1 })
  const source = record?.source_key ?? refund.note ?? ""
  if (!source.startsWith("return:")) return null
  const [note] = await container
    .resolve<InvoiceModuleService>(INVOICE_MODULE)
    .listTaxDocuments({ order_id: orderId, kind: "credit_note", reference: source }, { take: 1 })
  return note ? { id: note.id, number: note.number } : null
}

/**
 * The credit note for one refund of the order's payment: a return's refund
 * links to the return's goods note; any other refund's sum is spread over
 * what the invoice still has (lib/invoices/credit-note, request "amount"),
 * or the same note again when it was issued before; null when the order has
 * no invoice or nothing is left to credit (e.g. a cancellation's note took it).
 */
export async function issueRefundCreditNote(
  container: MedusaContainer,
  orderId: string,
  refund: { id: string; amount: number; note: string | null }
): Promise<IssuedRef> {
  const goods = await goodsCreditNote(container, orderId, refund)
  if (goods) return goods
  return issueTaxDocument(container, {
    order_id: orderId,
    kind: "credit_note",
    credit: { request: { kind: "amount", amount: refund.amount }, reason: refund.note || "Refund", reference: refundReference(refund.id) },
  })
}
