export { ORDER_STATUSES, type OrderStatus } from "@/lib/order-status"
/** An order as GET /api/auth/orders answers it (requirements ORD-01): the contract's type. */
export type { Order } from "@sugandh/contract"
