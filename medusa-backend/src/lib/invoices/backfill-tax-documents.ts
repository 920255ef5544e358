import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { formatOrderNumber } from "../orders/order-number"
import { loadOrderView } from "../orders/queries"
import { amount } from "../orders/to-order-view"
import { issueTaxDocument } from "./issue-tax-document"
import { issueRefundCreditNote } from "./refund-credit-note"
import { INVOICE_MODULE } from "../../modules/invoice"
import type InvoiceModuleService from "../../modules/invoice/service"

type RefundRow = { id: string; amount: unknown; note?: string | null; created_at?: unknown } | null
type PaymentRow = { captures?: ({ id: string } | null)[] | null; refunds?: RefundRow[] | null } | null
type OrderRow = {
  id: string
  display_id: number
  canceled_at?: unknown
  payment_collections?: ({ payments?: PaymentRow[] | null } | null)[] | null
  fulfillments?: ({ shipped_at?: unknown; canceled_at?: unknown } | null)[] | null
}

export type BackfilledDocument = { orderNumber: string; kind: "invoice" | "credit_note"; number: string; reference: string | null }
export type LinkedRefund = { orderNumber: string; refundId: string; number: string }
export type BackfillReport = { issued: BackfilledDocument[]; linked: LinkedRefund[]; failed: { orderNumber: string; reason: string }[] }

/**
 * The GST documents orders handled before documents followed Medusa's events
 * should have (Medusa admin's Capture, Refund, Cancel, Ship issued none):
 * an invoice for a captured payment or a shipped cash-on-delivery order, a
 * credit note per refund of an order still open (or the earlier note it paid
 * for, recorded as that refund's: lib/invoices/refund-note-match), and for a cancelled invoiced
 * order the cancellation's note for whatever is not yet credited (Medusa's
 * cancel refunds without a refund event, so one note covers its refunds).
 * Issued through the same idempotent path as the live events, so running it
 * twice issues nothing more. Answers what it issued and what it could not.
 */
export async function backfillTaxDocuments(container: MedusaContainer, batch = 100): Promise<BackfillReport> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const invoices = container.resolve<InvoiceModuleService>(INVOICE_MODULE)
  const report: BackfillReport = { issued: [], linked: [], failed: [] }
  for (let skip = 0; ; skip += batch) {
    const { data } = await query.graph({
      entity: "order",
      fields: [
        "id",
        "display_id",
        "canceled_at",
        "payment_collections.payments.captures.id",
        "payment_collections.payments.refunds.id",
        "payment_collections.payments.refunds.amount",
        "payment_collections.payments.refunds.note",
        "payment_collections.payments.refunds.created_at",
        "fulfillments.shipped_at",
        "fulfillments.canceled_at",
      ],
      pagination: { skip, take: batch, order: { created_at: "ASC" } },
    })
    for (const order of data as OrderRow[]) {
      const orderNumber = formatOrderNumber(order.display_id)
      const payments = (order.payment_collections ?? []).flatMap((pc) => pc?.payments ?? []).filter((p) => !!p)
      const captured = payments.some((p) => (p?.captures ?? []).length > 0)
      const shipped = (order.fulfillments ?? []).some((f) => !!f?.shipped_at && !f.canceled_at)
      const refunds = payments
        .flatMap((p) => p?.refunds ?? [])
        .filter((r): r is NonNullable<RefundRow> => !!r)
        .sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)))
      if (!captured && !shipped) continue
      if (!captured) {
        // Shipped but not paid: only a cash-on-delivery order gets its invoice at dispatch.
        const spec = await loadOrderView(container, order.id)
        if (spec?.paymentMethod !== "cod") continue
      }
      const refundOf = (d: { refund_id?: string | null }) => d.refund_id ?? null
      const before = new Map((await invoices.listTaxDocuments({ order_id: order.id })).map((d) => [d.id, refundOf(d)]))
      try {
        await issueTaxDocument(container, { order_id: order.id, kind: "invoice" })
        if (order.canceled_at) await issueTaxDocument(container, { order_id: order.id, kind: "credit_note" })
        else
          for (const r of refunds)
            await issueRefundCreditNote(container, order.id, { id: r.id, amount: amount(r.amount as never), note: r.note ?? null })
      } catch (e) {
        report.failed.push({ orderNumber, reason: (e as Error).message })
      }
      const after = await invoices.listTaxDocuments({ order_id: order.id }, { order: { issued_at: "ASC" } })
      for (const d of after) {
        if (!before.has(d.id)) report.issued.push({ orderNumber, kind: d.kind, number: d.number, reference: d.reference ?? null })
        else if (refundOf(d) && before.get(d.id) !== refundOf(d))
          report.linked.push({ orderNumber, refundId: refundOf(d)!, number: d.number })
      }
    }
    if (data.length < batch) break
  }
  return report
}
