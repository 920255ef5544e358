import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { storeSettings } from "./settings"
import { gstIncludedLine, renderOrderEmail, trackingLink, type OrderEmailData, type OrderEmailName } from "./order-templates"

function notificationData(name: OrderEmailName, data: OrderEmailData, subject: string): Record<string, unknown> {
  const o = data.order
  return {
    subject,
    orderId: o.id,
    orderNumber: o.orderNumber,
    orderStatus: o.orderStatus,
    paymentStatus: o.paymentStatus,
    items: o.items.map((i) => ({ name: i.name, quantity: i.quantity, price: i.price })),
    totals: {
      subtotal: o.subtotal,
      giftWrap: o.giftWrap,
      codFee: o.codFee,
      discount: o.discount,
      shipping: o.shipping,
      total: o.total,
      tax: o.tax,
    },
    giftMessage: o.giftMessage,
    ...(o.tax > 0 ? { gstNote: gstIncludedLine(o) } : {}),
    ...(name === "order-payment-reminder" ? { payment: data.payment ?? null, expiresAt: data.expiresAt ?? null } : {}),
    ...(name === "order-reference-reminder"
      ? { payment: data.payment ?? null, expiresAt: data.expiresAt ?? null, paymentReference: o.paymentReference }
      : {}),
    ...(name === "order-placed" ? { payment: data.payment ?? null, whatsappUrl: data.whatsappUrl ?? null } : {}),
    ...(name === "order-confirmed" ? { delivery: data.delivery ?? null } : {}),
    ...(name === "order-shipped"
      ? { trackingNumber: o.trackingNumber, trackingLink: trackingLink(o), estimatedDelivery: o.estimatedDelivery }
      : {}),
    ...(name === "order-edited" ? { amountPaid: o.amountPaid, amountDue: o.amountDue, payment: data.payment ?? null } : {}),
    ...(name === "order-cancelled" ? { cancelReason: o.cancelReason } : {}),
    ...(name === "order-delivery-failed" ? { ndrReason: data.ndr?.reason ?? null } : {}),
    ...(name === "order-refunded" ? { refund: data.refund ?? null } : {}),
    ...(name === "order-return-approved" || name === "order-return-rejected" ? { returnDecision: data.returnDecision ?? null } : {}),
    ...(data.note ? { note: data.note } : {}),
    // Medusa keeps attachments for the provider only; their names are recorded here.
    ...(data.attachments?.length ? { attachments: data.attachments.map((a) => a.filename) } : {}),
  }
}

/**
 * Sends an order e-mail through the Notification module (channel "email",
 * stored). The idempotency key (template + order, + `occurrence` for e-mails an order can get more
 * than once: a shipment's or an order change's id) makes a re-delivered event send nothing twice.
 * Failures are logged, never thrown: the order operation already happened.
 */
export async function sendOrderEmail(
  container: MedusaContainer,
  name: OrderEmailName,
  data: OrderEmailData,
  trigger: string,
  occurrence?: string
): Promise<boolean> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const to = data.order.customerEmail
  if (!to) {
    logger.warn(`Order ${data.order.orderNumber} has no e-mail address; "${name}" not sent`)
    return false
  }
  const content = renderOrderEmail(name, data, storeSettings())
  try {
    await container.resolve(Modules.NOTIFICATION).createNotifications({
      to,
      channel: "email",
      template: name,
      // Medusa stores `data` (not the rendered content), so what the e-mail says is kept there too.
      data: notificationData(name, data, content.subject),
      content,
      ...(data.attachments?.length ? { attachments: data.attachments } : {}),
      receiver_id: data.order.userId._id || null,
      resource_id: data.order.id,
      resource_type: "order",
      trigger_type: trigger,
      // One e-mail per template and order; one per shipment, delivery, edit or refund for those (`occurrence`).
      idempotency_key: occurrence ? `${name}:${data.order.id}:${occurrence}` : `${name}:${data.order.id}`,
    })
    // Which process sent it shows in whose log this lands (workers, when server and worker modes are split).
    logger.info(`Sent the "${name}" e-mail for order ${data.order.id} (${data.order.orderNumber})`)
    return true
  } catch (e) {
    logger.error(`Could not send the "${name}" e-mail for ${data.order.orderNumber}: ${(e as Error).message}`)
    return false
  }
}
