/**
 * The order statuses and their labels (requirements ORD-03, ORD-06), shared by the shopper's /orders
 * and the operator dashboard (features may not import each other).
 */
import type { OrderStatus } from "@sugandh/contract"

// The statuses themselves are the contract's (the backend derives them).
export { ORDER_STATUSES, type OrderStatus } from "@sugandh/contract"

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pending",
  processing: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
}
