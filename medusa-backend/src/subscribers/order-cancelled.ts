import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { sendOrderEmail } from "../lib/email/order-send"
import { loadOrderView } from "../lib/orders/queries"
import { issueTaxDocument } from "../lib/invoices/issue-tax-document"
import { loadTaxDocumentPdf } from "../lib/invoices/load-tax-document-pdf"

/**
 * Medusa's order.canceled (cancelOrderWorkflow), whoever cancelled: the
 * shopper, an operator in /admin or Medusa admin's Cancel, the expiry jobs.
 * GST: an invoiced order's cancellation is reversed by a credit note for
 * whatever earlier ones left (CGST Act s.34; reference "cancel", so once;
 * nothing when it was never invoiced). Then the cancellation e-mail, with
 * that credit note. Medusa's cancel refunds a captured payment without a
 * payment.refunded event, so this note is the only one for that money.
 */
export default async function orderCancelled({ event, container }: SubscriberArgs<{ id: string }>) {
  const order = await loadOrderView(container, event.data.id)
  if (!order) return
  let issued: { id: string } | null = null
  try {
    issued = await issueTaxDocument(container, { order_id: order.id, kind: "credit_note" })
  } catch (e) {
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .error(`Order ${order.orderNumber}: no credit note on cancellation: ${(e as Error).message}`)
  }
  const note = issued ? await loadTaxDocumentPdf(container, order.id, "credit_note", issued.id) : null
  const attachments = note ? [{ filename: note.filename, content: note.pdf.toString("base64"), content_type: "application/pdf" }] : []
  await sendOrderEmail(container, "order-cancelled", { order, attachments }, event.name)
}

export const config: SubscriberConfig = { event: "order.canceled" }
