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
  /**
   * What the shopper still owes: Medusa's order summary `pending_difference` (the current order total,
   * order changes included, less captures net of refunds), when positive; 0 otherwise.
   */
  due?: number
  /** Every payment of the order is canceled (voided before capture) and none is awaited any more. */
  voided: boolean
  /** A cash-on-delivery order that is not yet confirmed. */
  awaitingConfirmation?: boolean
}

/**
 * Refunds first (all or part of what was paid), then money owed after an order change on a paid order,
 * then paid; an unpaid order is pending (also after an edit replaced its payment), cancelled only when
 * its payments were voided and nothing is awaited.
 */
export function derivePaymentStatus(facts: PaymentFacts): PaymentStatus {
  const paise = (n: number) => Math.round(n * 100)
  if (paise(facts.refunded) > 0) return paise(facts.refunded) >= paise(facts.captured) ? "refunded" : "partially-refunded"
  if (paise(facts.captured) > 0) return paise(facts.due ?? 0) > 0 ? "awaiting-difference" : "paid"
  if (facts.voided) return "cancelled"
  if (facts.awaitingConfirmation) return "awaiting-confirmation"
  return "pending"
}

/** A payment status in which the shop has (or had) the shopper's money. */
export const isPaidStatus = (status: PaymentStatus) =>
  status === "paid" || status === "awaiting-difference" || status === "partially-refunded" || status === "refunded"
