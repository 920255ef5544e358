import type { OrderStatus } from "./status"
import { CANCEL_MESSAGES } from "@sugandh/contract"

/** Shipping policy (requirements ORD-07): orders can be cancelled within 2 hours of placing if not shipped. */
const CUSTOMER_CANCEL_WINDOW_MS = 2 * 60 * 60 * 1000

export { CANCEL_MESSAGES }

/** null when the customer may cancel; otherwise the reason (answered with 409). */
export function customerCancelRefusal(order: { orderStatus: OrderStatus; createdAt: string }, now: Date = new Date()): string | null {
  switch (order.orderStatus) {
    case "cancelled":
      return CANCEL_MESSAGES.alreadyCancelled
    case "shipped":
      return CANCEL_MESSAGES.shipped
    case "delivered":
      return CANCEL_MESSAGES.delivered
    default:
      break
  }
  const age = now.getTime() - new Date(order.createdAt).getTime()
  return age > CUSTOMER_CANCEL_WINDOW_MS ? CANCEL_MESSAGES.window : null
}
