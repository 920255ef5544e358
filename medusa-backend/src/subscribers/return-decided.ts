import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { sendOrderEmail } from "../lib/email/order-send"
import { loadOrderView } from "../lib/orders/queries"
import { RETURN_EVENTS } from "../lib/returns/events"
import { readReturn } from "../lib/returns/read-returns"

/** The operator approved or rejected a return: the shopper is e-mailed, once per return and decision. */
export default async function returnDecided({
  event,
  container,
}: SubscriberArgs<{ id: string; order_id: string; decision: "approved" | "rejected" }>) {
  const [order, ret] = await Promise.all([loadOrderView(container, event.data.order_id), readReturn(container, event.data.id)])
  if (!order || !ret) return
  await sendOrderEmail(
    container,
    event.data.decision === "approved" ? "order-return-approved" : "order-return-rejected",
    {
      order,
      returnDecision: {
        returnId: ret.id,
        lines: ret.items.map((l) => `${l.title} × ${l.quantity}`),
        reason: ret.rejectionReason,
      },
    },
    event.name,
    ret.id
  )
}

export const config: SubscriberConfig = { event: RETURN_EVENTS.decided }
