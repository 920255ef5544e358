import type { AdminOrder } from "../types"

/**
 * The Orders tab's payment filter: unpaid orders without / with the shopper's
 * payment reference; cash-on-delivery orders to confirm (by phone) and those
 * whose cash the courier still owes (shipped or delivered, not paid).
 */
export const PAYMENT_FILTERS = {
  all: "All orders",
  awaiting: "Awaiting payment",
  submitted: "Payment submitted",
  "cod-confirm": "COD to confirm",
  "cod-cash": "COD cash outstanding",
} as const
export type PaymentFilter = keyof typeof PAYMENT_FILTERS

export function byPaymentFilter(orders: AdminOrder[], filter: PaymentFilter): AdminOrder[] {
  if (filter === "all") return orders
  if (filter === "cod-confirm") return orders.filter((o) => o.paymentMethod === "cod" && o.paymentStatus === "awaiting-confirmation")
  if (filter === "cod-cash") {
    return orders.filter(
      (o) => o.paymentMethod === "cod" && o.paymentStatus === "pending" && (o.orderStatus === "shipped" || o.orderStatus === "delivered")
    )
  }
  const unpaid = orders.filter((o) => o.orderStatus === "pending" && o.paymentStatus === "pending")
  return unpaid.filter((o) => (filter === "submitted" ? !!o.paymentReference : !o.paymentReference))
}
