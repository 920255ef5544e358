import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys, PaymentEvents } from "@medusajs/framework/utils"
import { sendOrderEmail } from "../lib/email/order-send"
import { META } from "../lib/orders/metadata"
import { loadOrderView } from "../lib/orders/queries"
import { orderIdOfPayment } from "../lib/orders/order-of-record"
import { issueTaxDocument } from "../lib/invoices/issue-tax-document"
import { loadTaxDocumentPdf } from "../lib/invoices/load-tax-document-pdf"
import { deliveryPromiseForPin } from "../lib/orders/shipment-facts"

/**
 * Medusa recorded a capture (payment.captured from capturePaymentWorkflow),
 * whoever captured: the shop's confirm (widget, /admin, statement or COD
 * remittance), Medusa admin's "Capture payment" or "Mark as paid", a gateway
 * later. GST: the payment is confirmed, so the tax invoice is issued (rule 46
 * CGST Rules; a cash-on-delivery order got its own at dispatch, which this
 * finds). Then the confirmation e-mail with the invoice PDF and the delivery
 * zone's days for the order's PIN. Both are once:
 * the invoice module keeps one invoice per order and the e-mail's idempotency
 * key is per order, so a replayed event issues and sends nothing new.
 */
export default async function orderConfirmed({ event, container }: SubscriberArgs<{ id: string }>) {
  const orderId = await orderIdOfPayment(container, event.data.id)
  if (!orderId) return
  const order = await loadOrderView(container, orderId)
  if (!order || order.orderStatus === "cancelled") return
  try {
    await issueTaxDocument(container, { order_id: orderId, kind: "invoice" })
  } catch (e) {
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .error(`Order ${order.orderNumber}: invoice not issued on capture: ${(e as Error).message}`)
    return
  }
  const orders = await container.resolve("order").listOrders({ id: orderId }, { select: ["id", "metadata"] })
  const note = orders[0]?.metadata?.[META.confirmNote]
  const invoice = await loadTaxDocumentPdf(container, orderId)
  const attachments = invoice
    ? [{ filename: invoice.filename, content: invoice.pdf.toString("base64"), content_type: "application/pdf" }]
    : []
  const fresh = (await loadOrderView(container, orderId)) ?? order
  await sendOrderEmail(
    container,
    "order-confirmed",
    {
      order: fresh,
      note: typeof note === "string" ? note : null,
      attachments,
      delivery: await deliveryPromiseForPin(container, fresh.shippingAddress.zipCode),
    },
    event.name
  )
}

export const config: SubscriberConfig = { event: PaymentEvents.CAPTURED }
