/** The order statuses, in the order of the timeline (requirements ORD-03). */
export const ORDER_STATUSES = ["pending", "processing", "shipped", "delivered", "cancelled"] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** "awaiting-confirmation": a cash-on-delivery order nobody has confirmed yet (it cannot ship). */
export type PaymentStatus = "awaiting-confirmation" | "pending" | "paid" | "refunded" | "cancelled"

/** The Medusa facts the order status is derived from (requirements ORD-03). */
type OrderStateFacts = {
  canceled: boolean
  delivered: boolean
  shipped: boolean
  paid: boolean
  /** A confirmed cash-on-delivery order is ready to ship before any money moves. */
  codConfirmed?: boolean
}

/** cancelled > delivered > shipped > processing (paid) > pending; never stored, always derived. */
export function deriveOrderStatus(facts: OrderStateFacts): OrderStatus {
  if (facts.canceled) return "cancelled"
  if (facts.delivered) return "delivered"
  if (facts.shipped) return "shipped"
  if (facts.paid || facts.codConfirmed) return "processing"
  return "pending"
}

type PaymentFacts = {
  /** Sum of captures. */
  captured: number
  /** Sum of refunds. */
  refunded: number
  /** Every payment of the order is canceled (voided before capture). */
  voided: boolean
  /** A cash-on-delivery order that is not yet confirmed. */
  awaitingConfirmation?: boolean
}

export function derivePaymentStatus(facts: PaymentFacts): PaymentStatus {
  if (facts.refunded > 0) return "refunded"
  if (facts.captured > 0) return "paid"
  if (facts.voided) return "cancelled"
  if (facts.awaitingConfirmation) return "awaiting-confirmation"
  return "pending"
}
