import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys, Modules, PaymentEvents } from "@medusajs/framework/utils"
import { sendOrderEmail } from "../lib/email/order-send"
import { loadOrderView } from "../lib/orders/queries"
import { orderIdOfPayment } from "../lib/orders/order-of-record"
import { amount } from "../lib/orders/to-order-view"
import { issueRefundCreditNote } from "../lib/invoices/refund-credit-note"
import { loadTaxDocumentPdf } from "../lib/invoices/load-tax-document-pdf"

/**
 * Medusa recorded a refund on an order's payment (payment.refunded from
 * refundPaymentWorkflow: Medusa admin's Refund, a return's or claim's refund),
 * whole or partial. GST: each refund gets its credit note from the stored
 * invoice (CGST Act s.34), keyed by the refund's id so a replayed event issues
 * nothing new; then the refund e-mail with that note, once per refund.
 */
export default async function paymentRefunded({ event, container }: SubscriberArgs<{ id: string }>) {
  const orderId = await orderIdOfPayment(container, event.data.id)
  if (!orderId) return
  const order = await loadOrderView(container, orderId)
  if (!order) return
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const refunds = await container.resolve(Modules.PAYMENT).listRefunds({ payment_id: event.data.id }, { order: { created_at: "ASC" } })
  for (const refund of refunds) {
    let issued: { id: string; number: string } | null = null
    try {
      issued = await issueRefundCreditNote(container, orderId, { id: refund.id, amount: amount(refund.amount), note: refund.note ?? null })
    } catch (e) {
      logger.error(`Order ${order.orderNumber}: no credit note for refund ${refund.id}: ${(e as Error).message}`)
    }
    const pdf = issued ? await loadTaxDocumentPdf(container, orderId, "credit_note", issued.id) : null
    const attachments = pdf ? [{ filename: pdf.filename, content: pdf.pdf.toString("base64"), content_type: "application/pdf" }] : []
    await sendOrderEmail(
      container,
      "order-refunded",
      { order, attachments, refund: { id: refund.id, amount: amount(refund.amount), creditNote: issued?.number ?? null } },
      event.name,
      refund.id
    )
  }
}

export const config: SubscriberConfig = { event: PaymentEvents.REFUNDED }
