/**
 * The parts of an order that the shopper's /orders, the checkout and the
 * operator dashboard read alike (GET /api/auth/orders, /api/admin/orders);
 * features may not import each other, so they share these from here.
 */
import type { OrderStatus } from "./order-status"

export type ShippingAddress = { name: string; street: string; city: string; state: string; zipCode: string; phone: string }

export type OrderItem = { productId: string; name: string; image: string | null; category: string; quantity: number; price: number }

/** "online": the payment gateway (Razorpay), offered only when the shop has its keys. */
export type PaymentMethod = "online" | "qr-code" | "bank-transfer" | "cod"

/** The fields every view of an order has, whoever reads it. */
export type OrderBase = {
  _id: string
  id: string
  orderNumber: string
  createdAt: string
  orderStatus: OrderStatus
  paymentMethod: PaymentMethod | null
  subtotal: number
  /** What the gift wrap cost (0 without it), and the shopper's message for the card. */
  giftWrap?: number
  giftMessage?: string | null
  /** The cash-on-delivery fee (0 for prepaid orders), and when the COD order was confirmed (null until then). */
  codFee?: number
  codConfirmedAt?: string | null
  shipping: number
  discount: number
  tax: number
  total: number
  /** Captured less refunded, and what is still owed after an order change (edit, exchange, claim). */
  amountPaid?: number
  amountDue?: number
  /** Every refund on the order (a return, a partial refund, a cancellation). */
  amountRefunded?: number
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
  /** Paid online: the gateway's payment id (Razorpay's pay_...). */
  gatewayPaymentId?: string | null
  /** Paid online: each gateway payment with its refunds and their state (the operator's view). */
  gatewayPayments?: GatewayPaymentDetails[]
}

export type GatewayPaymentDetails = {
  gatewayPaymentId: string
  capturedAmount: number
  /** Flagged for the operator (an amount or currency other than the order asked): never captured. */
  flagged?: string | null
  refunds: {
    id: string
    amount: number
    state: "pending" | "processed" | "failed"
    processedAt: string | null
    medusaRefundId: string | null
  }[]
}
