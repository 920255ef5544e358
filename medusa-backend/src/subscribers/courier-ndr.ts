import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { sendOrderEmail } from "../lib/email/order-send"
import { storeSettings } from "../lib/email/settings"
import { COURIER_NDR_EVENT } from "../lib/orders/events"
import { loadOrderView } from "../lib/orders/queries"
import { ndrAnswerUrl } from "../lib/shipping/ndr-link"

type NdrEvent = { id: string; awb: string; at: string | null; reason: string | null }

/**
 * A courier's scan reported a failed delivery attempt (workflows/courier): the shopper gets the
 * signed link to choose the next attempt's day or correct the phone or address (/delivery-answer),
 * once per attempt.
 */
export default async function courierNdrEmail({ event, container }: SubscriberArgs<NdrEvent>) {
  const order = await loadOrderView(container, event.data.id)
  if (!order) return
  const answerUrl = ndrAnswerUrl(container, storeSettings().storefrontUrl, event.data.awb)
  await sendOrderEmail(
    container,
    "order-delivery-failed",
    { order, ndr: { reason: event.data.reason, answerUrl } },
    event.name,
    // One e-mail per failed attempt (its scan time), however often the event comes.
    `${event.data.awb}:${event.data.at ?? ""}`
  )
}

export const config: SubscriberConfig = { event: COURIER_NDR_EVENT }
