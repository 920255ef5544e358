import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { sendOrderEmail } from "../lib/email/order-send"
import { META } from "../lib/orders/metadata"
import { loadSpecOrder } from "../lib/orders/queries"
import { ORDER_SHIPPED_EVENT } from "../lib/orders/events"

/** Our ship workflow created the shipment: tracking number, link and estimated delivery. */
export default async function orderShippedEmail({ event, container }: SubscriberArgs<{ id: string }>) {
  const order = await loadSpecOrder(container, event.data.id)
  if (!order) return
  const orders = await container.resolve("order").listOrders({ id: order.id }, { select: ["id", "metadata"] })
  const note = orders[0]?.metadata?.[META.shipNote]
  await sendOrderEmail(container, "order-shipped", { order, note: typeof note === "string" ? note : null }, event.name)
}

export const config: SubscriberConfig = { event: ORDER_SHIPPED_EVENT }
