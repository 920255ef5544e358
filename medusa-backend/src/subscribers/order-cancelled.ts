import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { sendOrderEmail } from "../lib/email/order-send"
import { loadSpecOrder } from "../lib/orders/queries"

/** Medusa's order.canceled (cancelOrderWorkflow), whoever cancelled: customer, operator or /app. */
export default async function orderCancelledEmail({ event, container }: SubscriberArgs<{ id: string }>) {
  const order = await loadSpecOrder(container, event.data.id)
  if (!order) return
  await sendOrderEmail(container, "order-cancelled", { order }, event.name)
}

export const config: SubscriberConfig = { event: "order.canceled" }
