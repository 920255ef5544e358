import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { loadOrderView } from "../../../lib/orders/queries"
import type { OrderStatus } from "../../../lib/orders/status"
import type { OrderView } from "../../../lib/orders/to-order-view"

export type AssertOrderStatusInput = {
  order_id: string
  allowed: OrderStatus[]
  /** Refusal text per current status; `message` for the rest. */
  messages?: Partial<Record<OrderStatus, string>>
  message: string
  /** A cash-on-delivery order's own rules, when they differ (ship only confirmed orders, mark paid only delivered ones). */
  cod?: { allowed: OrderStatus[]; messages?: Partial<Record<OrderStatus, string>>; message: string }
}

/** The order as the shop shows it, read inside the workflow so the check and the operation see the same state. */
export async function loadOrderOrThrow(container: MedusaContainer, orderId: string): Promise<OrderView> {
  const order = await loadOrderView(container, orderId)
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, "Order not found")
  return order
}

/** Refuses (NOT_ALLOWED, answered 409) an operation the order's derived status cannot take. */
export const assertOrderStatusStep = createStep("assert-order-status", async (input: AssertOrderStatusInput, { container }) => {
  const order = await loadOrderOrThrow(container, input.order_id)
  const rules = order.paymentMethod === "cod" && input.cod ? input.cod : input
  if (!rules.allowed.includes(order.orderStatus)) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, rules.messages?.[order.orderStatus] ?? rules.message)
  }
  return new StepResponse(order)
})
