export { ORDER_STATUSES, type OrderStatus } from "@/lib/order-status"
import type { OrderBase } from "@/lib/order"
import type { OrderStatus } from "@/lib/order-status"

/** The spec's Order as GET /api/auth/orders answers it. */
export type Order = OrderBase & {
  status: OrderStatus
  paymentStatus: string
}
