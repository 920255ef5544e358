/**
 * The order statuses and their labels (requirements ORD-03, ORD-06), shared by the shopper's /orders
 * and the operator dashboard (features may not import each other).
 */
export const ORDER_STATUSES = ["pending", "processing", "shipped", "delivered", "cancelled"] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pending",
  processing: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
}
