import { formatPrice } from "@/lib/format-price"
import type { Order, OrderStatus } from "../types"

/** The timeline's four steps (requirements ORD-05). */
const TIMELINE_STEPS = [
  { status: "pending", label: "Order Placed" },
  { status: "processing", label: "Processing" },
  { status: "shipped", label: "Shipped" },
  { status: "delivered", label: "Delivered" },
] as const

const RANK: Record<OrderStatus, number> = { pending: 0, processing: 1, shipped: 2, delivered: 3, cancelled: -1 }

/** A step is completed when the order is at or beyond it; a cancelled order completes none. */
export function timeline(status: OrderStatus) {
  const rank = RANK[status]
  return TIMELINE_STEPS.map((step) => ({
    ...step,
    completed: rank >= RANK[step.status],
    current: rank === RANK[step.status],
  }))
}

/** A cash-on-delivery order's five steps: it is confirmed before it ships, and paid after delivery. */
const COD_TIMELINE_STEPS = [
  { status: "pending", label: "Awaiting confirmation" },
  { status: "processing", label: "Confirmed" },
  { status: "shipped", label: "Shipped" },
  { status: "delivered", label: "Delivered" },
  { status: "paid", label: "Paid" },
] as const

/** The COD timeline: "Paid" is completed once the courier's cash is collected; a cancelled order completes none. */
export function codTimeline(status: OrderStatus, paid: boolean) {
  const rank = status === "delivered" && paid ? 4 : RANK[status]
  const rankOf = (step: (typeof COD_TIMELINE_STEPS)[number]["status"]) => (step === "paid" ? 4 : RANK[step])
  return COD_TIMELINE_STEPS.map((step) => ({
    ...step,
    completed: rank >= rankOf(step.status),
    current: rank === rankOf(step.status),
  }))
}

export { STATUS_LABELS } from "@/lib/order-status"

/** Orders can be cancelled within 2 hours of placing if not shipped (requirements ORD-07). */
const CANCEL_WINDOW_MS = 2 * 60 * 60 * 1000

type CancelState = { show: boolean; reason: string | null }

/**
 * Cancel is offered on pending and processing orders inside the 2-hour
 * window; after it, the button is hidden and a note says why. The server
 * checks the same rule.
 */
export function cancelState(order: Pick<Order, "orderStatus" | "createdAt">, now: Date = new Date()): CancelState {
  if (order.orderStatus !== "pending" && order.orderStatus !== "processing") return { show: false, reason: null }
  const age = now.getTime() - new Date(order.createdAt).getTime()
  if (age > CANCEL_WINDOW_MS) {
    return { show: false, reason: "Orders can only be cancelled within 2 hours of placing them. Please contact us for help." }
  }
  return { show: true, reason: null }
}

/** Where parcels are tracked when the shop gives a number without a link. */
export const PARCEL_TRACKING_URL = "https://parcelsapp.com/en/tracking/"

type TrackDecision = { kind: "unavailable"; message: string } | { kind: "open"; url: string }

/**
 * Track Order's three cases (requirements ORD-08): no number → a warning; a number with a
 * URL → that URL; a number alone → an external parcel tracker with the number.
 */
export function trackDecision(order: Pick<Order, "trackingNumber" | "trackingUrl">): TrackDecision {
  const number = order.trackingNumber?.trim()
  if (!number) return { kind: "unavailable", message: "Tracking information not available yet" }
  const url = order.trackingUrl?.trim()
  if (url) return { kind: "open", url }
  return { kind: "open", url: `${PARCEL_TRACKING_URL}${encodeURIComponent(number)}` }
}

export type OrderFilter = "all" | OrderStatus
export type OrderSort = "newest" | "oldest" | "amount-high" | "amount-low"

export const SORT_LABELS: Record<OrderSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  "amount-high": "Amount: High to Low",
  "amount-low": "Amount: Low to High",
}

export function filterAndSort(orders: Order[], filter: OrderFilter, sort: OrderSort): Order[] {
  const list = filter === "all" ? [...orders] : orders.filter((o) => o.orderStatus === filter)
  const time = (o: Order) => new Date(o.createdAt).getTime()
  const compare: Record<OrderSort, (a: Order, b: Order) => number> = {
    newest: (a, b) => time(b) - time(a),
    oldest: (a, b) => time(a) - time(b),
    "amount-high": (a, b) => b.total - a.total,
    "amount-low": (a, b) => a.total - b.total,
  }
  return list.sort(compare[sort])
}

const longDate = new Intl.DateTimeFormat("en-IN", { year: "numeric", month: "long", day: "numeric" })
const longDateTime = new Intl.DateTimeFormat("en-IN", {
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
})

/** en-IN long dates: "21 November 2026". */
export function formatOrderDate(iso: string | null | undefined, withTime = false): string {
  if (!iso) return ""
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ""
  return (withTime ? longDateTime : longDate).format(date)
}

/** Shipping in order displays: FREE at 0, else the amount (₹99). */
export function orderShipping(shipping: number): string {
  return shipping === 0 ? "FREE" : formatPrice(shipping)
}
