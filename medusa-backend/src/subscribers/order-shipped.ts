import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { sendOrderEmail } from "../lib/email/order-send"
import { META } from "../lib/orders/metadata"
import { loadSpecOrder } from "../lib/orders/queries"
import { ORDER_SHIPPED_EVENT } from "../lib/orders/events"
import { loadTaxDocumentPdf } from "../lib/invoices/load-tax-document-pdf"

/** Our ship workflow created the shipment: tracking number, link and estimated delivery; a COD order's invoice (issued at dispatch). */
export default async function orderShippedEmail({ event, container }: SubscriberArgs<{ id: string }>) {
  const order = await loadSpecOrder(container, event.data.id)
  if (!order) return
  const orders = await container.resolve("order").listOrders({ id: order.id }, { select: ["id", "metadata"] })
  const note = orders[0]?.metadata?.[META.shipNote]
  const invoice = order.paymentMethod === "cod" ? await loadTaxDocumentPdf(container, order.id) : null
  const attachments = invoice
    ? [{ filename: invoice.filename, content: invoice.pdf.toString("base64"), content_type: "application/pdf" }]
    : []
  await sendOrderEmail(container, "order-shipped", { order, note: typeof note === "string" ? note : null, attachments }, event.name)
}

export const config: SubscriberConfig = { event: ORDER_SHIPPED_EVENT }
