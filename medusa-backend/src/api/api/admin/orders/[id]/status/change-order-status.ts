import type { MedusaContainer } from "@medusajs/framework/types"
import { DomainError, notFound } from "../../../../../../lib/errors"
import { loadOrderView } from "../../../../../../lib/orders/queries"
import type { OrderStatus } from "../../../../../../lib/orders/status"
import { planStatusChange } from "../../../../../../lib/orders/transitions"
import { cancelShopOrderWorkflow } from "../../../../../../workflows/order-admin/cancel-order"
import { confirmOrderWorkflow } from "../../../../../../workflows/order-admin/confirm-order"
import { deliverOrderWorkflow } from "../../../../../../workflows/order-admin/deliver-order"
import { returnUndeliveredCodOrderWorkflow } from "../../../../../../workflows/cod/return-undelivered-cod-order"

/**
 * PUT /api/admin/orders/{id}/status: performs the Medusa operation behind the
 * new status (planStatusChange) or refuses it; never writes a status field.
 */
export async function changeOrderStatus(
  container: MedusaContainer,
  input: { order_id: string; status: OrderStatus; actor_id?: string | null; note?: string | null }
): Promise<void> {
  const order = await loadOrderView(container, input.order_id)
  if (!order) throw notFound("Order not found")
  // RTO: a shipped cash-on-delivery parcel came back; "cancelled" means returned undelivered (stock back, credit note).
  if (input.status === "cancelled" && order.paymentMethod === "cod" && order.orderStatus === "shipped") {
    await returnUndeliveredCodOrderWorkflow(container).run({ input: { order_id: order.id, actor_id: input.actor_id } })
    return
  }
  const plan = planStatusChange(order.orderStatus, input.status)
  switch (plan.kind) {
    case "none":
      return
    case "refuse":
      throw new DomainError(plan.refusal, plan.message)
    case "capture":
      await confirmOrderWorkflow(container).run({ input: { order_id: order.id, note: input.note, actor_id: input.actor_id } })
      return
    case "deliver":
      await deliverOrderWorkflow(container).run({ input: { order_id: order.id } })
      return
    case "cancel":
      await cancelShopOrderWorkflow(container).run({
        input: { order_id: order.id, cancelled_by: "admin", reason: input.note, actor_id: input.actor_id },
      })
      return
  }
}
