/** The spec's order statuses, in the order of the timeline. */
export const ORDER_STATUSES = ["pending", "processing", "shipped", "delivered", "cancelled"] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/**
 * "awaiting-confirmation": a cash-on-delivery order nobody has confirmed yet (it cannot ship).
 * "awaiting-difference": paid, but an order change (edit, exchange, claim) left more to pay (`amountDue`).
 * "partially-refunded": part of what was paid went back; "refunded": all of it.
 */
export const PAYMENT_STATUSES = [
  "awaiting-confirmation",
  "pending",
  "paid",
  "awaiting-difference",
  "partially-refunded",
  "refunded",
  "cancelled",
] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
