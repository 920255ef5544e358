import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { sendOrderEmail } from "../lib/email/order-send"
import { META } from "../lib/orders/metadata"
import { loadSpecOrder } from "../lib/orders/queries"
import { ORDER_CONFIRMED_EVENT } from "../workflows/order-admin/events"

/** Our confirm workflow captured the payment: the order is processing. */
export default async function orderConfirmedEmail({ event, container }: SubscriberArgs<{ id: string }>) {
  const order = await loadSpecOrder(container, event.data.id)
  if (!order) return
  const orders = await container.resolve("order").listOrders({ id: order.id }, { select: ["id", "metadata"] })
  const note = orders[0]?.metadata?.[META.confirmNote]
  await sendOrderEmail(container, "order-confirmed", { order, note: typeof note === "string" ? note : null }, event.name)
}

export const config: SubscriberConfig = { event: ORDER_CONFIRMED_EVENT }
