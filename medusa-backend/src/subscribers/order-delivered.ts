import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { sendOrderEmail } from "../lib/email/order-send"
import { loadOrderView } from "../lib/orders/queries"
import { orderOfFulfillment } from "../lib/orders/shipment-facts"

/** Medusa's delivery.created (markOrderFulfillmentAsDeliveredWorkflow), from the shop or Medusa admin: once per delivered parcel. */
export default async function orderDeliveredEmail({ event, container }: SubscriberArgs<{ id: string; no_notification?: boolean }>) {
  if (event.data.no_notification) return
  const owner = await orderOfFulfillment(container, event.data.id)
  const order = owner ? await loadOrderView(container, owner.id) : null
  if (!order) return
  await sendOrderEmail(container, "order-delivered", { order }, event.name, event.data.id)
}

export const config: SubscriberConfig = { event: "delivery.created" }
