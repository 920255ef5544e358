import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { sendOrderEmail } from "../lib/email/order-send"
import { COURIER_OUT_FOR_DELIVERY_EVENT } from "../lib/orders/events"
import { loadOrderView } from "../lib/orders/queries"

/** A courier's scan put the parcel out for delivery (workflows/courier): the shopper hears of it once per AWB's out-for-delivery step. */
export default async function courierOutForDeliveryEmail({ event, container }: SubscriberArgs<{ id: string; awb: string }>) {
  const order = await loadOrderView(container, event.data.id)
  if (!order) return
  await sendOrderEmail(container, "order-out-for-delivery", { order }, event.name, event.data.awb)
}

export const config: SubscriberConfig = { event: COURIER_OUT_FOR_DELIVERY_EVENT }
