import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { sendOrderEmail } from "../lib/email/order-send"
import { loadOrderView } from "../lib/orders/queries"
import { paymentOffer } from "../lib/orders/payment-instructions"

type EditConfirmed = {
  order_id: string
  actions?: ({ id?: string | null; order_change_id?: string | null } | null)[]
  no_notification?: boolean | null
}

/**
 * The e-mail's key for one edit: Medusa 2.21's event carries the change's actions without their
 * order_change_id (confirm-order-edit-request reads actions.id, not that field), so the smallest action
 * id stands for the change: the same for a replayed event, another for the order's next edit.
 */
function editKey(actions: EditConfirmed["actions"]): string {
  const changeId = actions?.find((a) => a?.order_change_id)?.order_change_id
  if (changeId) return changeId
  const ids = (actions ?? []).map((a) => a?.id).filter((id): id is string => !!id)
  return ids.length ? ids.sort()[0] : "edit"
}

/**
 * Medusa's order-edit.confirmed (confirmOrderEditRequestWorkflow): the order's new contents and totals
 * and what is owed now, with how to pay it. Once per order change (editKey).
 */
export default async function orderEditedEmail({ event, container }: SubscriberArgs<EditConfirmed>) {
  if (event.data.no_notification) return
  const order = await loadOrderView(container, event.data.order_id)
  if (!order) return
  const changeId = editKey(event.data.actions)
  const { payment } = order.amountDue > 0 && order.paymentMethod !== "cod" ? paymentOffer(order, "qr-code") : { payment: undefined }
  await sendOrderEmail(container, "order-edited", { order, payment }, event.name, changeId)
}

export const config: SubscriberConfig = { event: "order-edit.confirmed" }
