// The statuses an answer carries are part of the contract with the storefront.
import type { OrderStatus, PaymentStatus } from "@sugandh/contract"

export { ORDER_STATUSES, type OrderStatus, type PaymentStatus } from "@sugandh/contract"

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
