import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { sendOrderEmail } from "../lib/email/order-send"
import { loadSpecOrder } from "../lib/orders/queries"
import { paymentOffer } from "../lib/orders/payment-instructions"

type EditConfirmed = { order_id: string; actions?: { order_change_id?: string | null }[]; no_notification?: boolean | null }

/**
 * Medusa's order-edit.confirmed (confirmOrderEditRequestWorkflow): the order's new contents and totals
 * and what is owed now, with how to pay it. Once per order change (its id is the e-mail's key).
 */
export default async function orderEditedEmail({ event, container }: SubscriberArgs<EditConfirmed>) {
  if (event.data.no_notification) return
  const order = await loadSpecOrder(container, event.data.order_id)
  if (!order) return
  const changeId = event.data.actions?.find((a) => a?.order_change_id)?.order_change_id ?? "edit"
  const { payment } = order.amountDue > 0 && order.paymentMethod !== "cod" ? paymentOffer(order, "qr-code") : { payment: undefined }
  await sendOrderEmail(container, "order-edited", { order, payment }, event.name, changeId)
}

export const config: SubscriberConfig = { event: "order-edit.confirmed" }
