export { ORDER_STATUSES, type OrderStatus } from "@/lib/order-status"
import type { OrderBase } from "@/lib/order"
import type { OrderStatus } from "@/lib/order-status"

/** An order as GET /api/auth/orders answers it (requirements ORD-01). */
export type Order = OrderBase & {
  status: OrderStatus
  paymentStatus: string
}
