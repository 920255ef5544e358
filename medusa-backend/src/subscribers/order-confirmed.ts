import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { sendOrderEmail } from "../lib/email/order-send"
import { META } from "../lib/orders/metadata"
import { loadSpecOrder } from "../lib/orders/queries"
import { ORDER_CONFIRMED_EVENT } from "../lib/orders/events"
import { loadTaxDocumentPdf } from "../lib/invoices/load-tax-document-pdf"

/** Our confirm workflow captured the payment: the order is processing. */
export default async function orderConfirmedEmail({ event, container }: SubscriberArgs<{ id: string }>) {
  const order = await loadSpecOrder(container, event.data.id)
  if (!order) return
  const orders = await container.resolve("order").listOrders({ id: order.id }, { select: ["id", "metadata"] })
  const note = orders[0]?.metadata?.[META.confirmNote]
  // The confirm workflow issued the GST invoice; it goes along as a PDF.
  const invoice = await loadTaxDocumentPdf(container, order.id)
  const attachments = invoice
    ? [{ filename: invoice.filename, content: invoice.pdf.toString("base64"), content_type: "application/pdf" }]
    : []
  await sendOrderEmail(container, "order-confirmed", { order, note: typeof note === "string" ? note : null, attachments }, event.name)
}

export const config: SubscriberConfig = { event: ORDER_CONFIRMED_EVENT }
