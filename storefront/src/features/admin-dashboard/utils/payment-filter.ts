import type { AdminOrder } from "../types"

/** The Orders tab's payment filter: unpaid orders without / with the shopper's payment reference. */
export const PAYMENT_FILTERS = {
  all: "All orders",
  awaiting: "Awaiting payment",
  submitted: "Payment submitted",
} as const
export type PaymentFilter = keyof typeof PAYMENT_FILTERS

export function byPaymentFilter(orders: AdminOrder[], filter: PaymentFilter): AdminOrder[] {
  if (filter === "all") return orders
  const unpaid = orders.filter((o) => o.orderStatus === "pending" && o.paymentStatus === "pending")
  return unpaid.filter((o) => (filter === "submitted" ? !!o.paymentReference : !o.paymentReference))
}
