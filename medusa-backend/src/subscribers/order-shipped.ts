import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { sendOrderEmail } from "../lib/email/order-send"
import { META } from "../lib/orders/metadata"
import { loadOrderView } from "../lib/orders/queries"
import { defaultEstimatedDelivery, orderOfFulfillment } from "../lib/orders/shipment-facts"
import { loadTaxDocumentPdf } from "../lib/invoices/load-tax-document-pdf"

/**
 * Medusa's shipment.created (createOrderShipmentWorkflow), whoever shipped: the shop's ship workflow
 * (its events are released after its metadata is written) or Medusa admin's "Mark as shipped". The
 * e-mail carries the tracking number and link when the shipment has them and the estimated delivery
 * (the operator's, else the PIN's delivery promise); a COD order's invoice (issued at dispatch). Once
 * per shipment, also when the event is delivered again.
 */
export default async function orderShippedEmail({ event, container }: SubscriberArgs<{ id: string; no_notification?: boolean }>) {
  if (event.data.no_notification) return
  const owner = await orderOfFulfillment(container, event.data.id)
  if (!owner) return
  await defaultEstimatedDelivery(container, owner.id, owner.shippedAt ?? new Date())
  const order = await loadOrderView(container, owner.id)
  if (!order) return
  const orders = await container.resolve("order").listOrders({ id: order.id }, { select: ["id", "metadata"] })
  const note = orders[0]?.metadata?.[META.shipNote]
  const invoice = order.paymentMethod === "cod" ? await loadTaxDocumentPdf(container, order.id) : null
  const attachments = invoice
    ? [{ filename: invoice.filename, content: invoice.pdf.toString("base64"), content_type: "application/pdf" }]
    : []
  await sendOrderEmail(
    container,
    "order-shipped",
    { order, note: typeof note === "string" ? note : null, attachments },
    event.name,
    event.data.id
  )
}

export const config: SubscriberConfig = { event: "shipment.created" }
