import { ORDER_STATUSES, STATUS_LABELS, type OrderStatus } from "@/lib/order-status"

export { ORDER_STATUSES, STATUS_LABELS }

/** Confirm Order is offered on pending orders, Ship Order on processing ones (requirements ADM-03, ADM-04). */
export const canConfirm = (status: OrderStatus) => status === "pending"
export const canShip = (status: OrderStatus) => status === "processing"

/**
 * The order's history as dated steps for View Details. Only facts the order
 * carries are shown; a step without a date is simply reached or not.
 */
export function orderTimeline(order: {
  orderStatus: OrderStatus
  createdAt: string
  shippedAt: string | null
  deliveredAt: string | null
  cancelledAt: string | null
  paymentStatus: string
}): { label: string; done: boolean; at: string | null }[] {
  const reached = (s: OrderStatus) =>
    order.orderStatus !== "cancelled" && ORDER_STATUSES.indexOf(order.orderStatus) >= ORDER_STATUSES.indexOf(s)
  const steps = [
    { label: "Order placed", done: true, at: order.createdAt },
    { label: "Payment confirmed", done: reached("processing") || order.paymentStatus === "paid", at: null },
    { label: "Shipped", done: reached("shipped") || !!order.shippedAt, at: order.shippedAt },
    { label: "Delivered", done: reached("delivered") || !!order.deliveredAt, at: order.deliveredAt },
  ]
  if (order.orderStatus === "cancelled") steps.push({ label: "Cancelled", done: true, at: order.cancelledAt })
  return steps
}

/** YYYY-MM-DD, a real calendar day (the tracking call's estimated delivery). */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const d = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value
}
