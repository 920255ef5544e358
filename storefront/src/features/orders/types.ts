export { ORDER_STATUSES, type OrderStatus } from "@/lib/order-status"
import type { OrderStatus } from "@/lib/order-status"

export type OrderItem = { productId: string; name: string; image: string | null; category: string; quantity: number; price: number }

export type ShippingAddress = { name: string; street: string; city: string; state: string; zipCode: string; phone: string }

/** The spec's Order as GET /api/auth/orders answers it. */
export type Order = {
  _id: string
  id: string
  orderNumber: string
  createdAt: string
  orderStatus: OrderStatus
  status: OrderStatus
  paymentMethod: "qr-code" | "bank-transfer" | null
  paymentStatus: string
  subtotal: number
  shipping: number
  discount: number
  tax: number
  total: number
  couponCode: string | null
  items: OrderItem[]
  shippingAddress: ShippingAddress
  trackingNumber: string | null
  trackingUrl: string | null
  estimatedDelivery: string | null
  shippedAt: string | null
  deliveredAt: string | null
  cancelledAt: string | null
  /** The UPI UTR or bank reference the shopper submitted; null until then. */
  paymentReference?: string | null
}
