import { COD_MESSAGES } from "../cod/settings"
import { TRANSITION_MESSAGES } from "./transitions"
import type { OrderView } from "./to-order-view"

/**
 * Why an order may not leave the warehouse yet, or null: "pending" is the shop's derived status
 * (lib/orders/status): a prepaid order not paid, or a cash-on-delivery order not confirmed.
 * The fulfilment hook (workflows/hooks/order-fulfilment-rules.ts) and the check in front of
 * Medusa's own fulfilment route give the same reason.
 */
export function shipRefusal(order: Pick<OrderView, "orderStatus" | "paymentMethod">): string | null {
  if (order.orderStatus !== "pending") return null
  return order.paymentMethod === "cod" ? COD_MESSAGES.confirmBeforeShipping : TRANSITION_MESSAGES.shipNeedsProcessing("pending")
}
