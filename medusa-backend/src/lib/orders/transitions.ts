import type { DomainErrorKind } from "../errors"
import type { OrderStatus } from "./status"

/**
 * What an operator's status change means in Medusa. Every change is a real
 * operation (ARCHITECTURE.md): processing = capture the payment, delivered =
 * mark the fulfilment delivered, cancelled = cancel the order; shipping needs
 * a tracking number and has its own call. Anything the order's state cannot
 * take is refused, never faked.
 */
type StatusChangePlan =
  | { kind: "none" }
  | { kind: "capture" }
  | { kind: "deliver" }
  | { kind: "cancel" }
  | { kind: "refuse"; refusal: Extract<DomainErrorKind, "invalid" | "conflict">; message: string }

export const TRANSITION_MESSAGES = {
  useTracking: "Shipping an order needs a tracking number. Use Ship Order (PUT /api/admin/orders/{id}/tracking) with the tracking details.",
  cancelled: "This order is cancelled; its status can no longer change",
  backwards: (from: OrderStatus, to: OrderStatus) => `An order that is ${from} cannot go back to ${to}`,
  confirmFirst: "Only pending orders can be confirmed",
  deliverNeedsShipped: (from: OrderStatus) => `Only shipped orders can be marked as delivered; this order is ${from}`,
  cannotCancel: (from: OrderStatus) => `A ${from} order cannot be cancelled`,
  shipNeedsProcessing: (from: OrderStatus) =>
    from === "pending" ? "Confirm the payment (Confirm Order) before shipping this order" : `A ${from} order cannot be shipped`,
} as const

const RANK: Record<Exclude<OrderStatus, "cancelled">, number> = { pending: 0, processing: 1, shipped: 2, delivered: 3 }

export function planStatusChange(from: OrderStatus, to: OrderStatus): StatusChangePlan {
  if (from === to) return { kind: "none" }
  if (from === "cancelled") return { kind: "refuse", refusal: "conflict", message: TRANSITION_MESSAGES.cancelled }
  switch (to) {
    case "cancelled":
      return from === "pending" || from === "processing"
        ? { kind: "cancel" }
        : { kind: "refuse", refusal: "conflict", message: TRANSITION_MESSAGES.cannotCancel(from) }
    case "processing":
      return from === "pending"
        ? { kind: "capture" }
        : { kind: "refuse", refusal: "conflict", message: TRANSITION_MESSAGES.backwards(from, to) }
    case "shipped":
      return RANK[from] < RANK.shipped
        ? { kind: "refuse", refusal: "invalid", message: TRANSITION_MESSAGES.useTracking }
        : { kind: "refuse", refusal: "conflict", message: TRANSITION_MESSAGES.backwards(from, to) }
    case "delivered":
      return from === "shipped"
        ? { kind: "deliver" }
        : { kind: "refuse", refusal: "conflict", message: TRANSITION_MESSAGES.deliverNeedsShipped(from) }
    case "pending":
      return { kind: "refuse", refusal: "conflict", message: TRANSITION_MESSAGES.backwards(from, to) }
  }
}
