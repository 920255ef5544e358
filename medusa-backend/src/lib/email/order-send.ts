import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { storeSettings } from "./settings"
import { renderOrderEmail, type OrderEmailData, type OrderEmailName } from "./order-templates"

/**
 * Sends an order e-mail through the Notification module (channel "email",
 * stored). The idempotency key (template + order) makes a re-delivered event
 * send nothing twice. Failures are logged, never thrown: the order operation
 * already happened.
 */
export async function sendOrderEmail(
  container: MedusaContainer,
  name: OrderEmailName,
  data: OrderEmailData,
  trigger: string
): Promise<boolean> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const to = data.order.customerEmail
  if (!to) {
    logger.warn(`Order ${data.order.orderNumber} has no e-mail address; "${name}" not sent`)
    return false
  }
  try {
    await container.resolve(Modules.NOTIFICATION).createNotifications({
      to,
      channel: "email",
      template: name,
      data: { orderId: data.order.id, orderNumber: data.order.orderNumber, orderStatus: data.order.orderStatus },
      content: renderOrderEmail(name, data, storeSettings()),
      receiver_id: data.order.userId._id || null,
      resource_id: data.order.id,
      resource_type: "order",
      trigger_type: trigger,
      idempotency_key: `${name}:${data.order.id}`,
    })
    return true
  } catch (e) {
    logger.error(`Could not send the "${name}" e-mail for ${data.order.orderNumber}: ${(e as Error).message}`)
    return false
  }
}
