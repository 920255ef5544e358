/** The operator's view of the shop, as /api/admin/* and /api/coupons answer it (see the backend route files). */

export type { OrderStatus } from "@/lib/order-status"
import type { OrderStatus } from "@/lib/order-status"
export type PaymentStatus = "pending" | "paid" | "refunded" | "cancelled"
export type Role = "customer" | "admin"

export type AdminStats = {
  totalUsers: number
  totalOrders: number
  totalRevenue: number
  totalProducts: number
}

export type AdminUser = {
  _id: string
  id: string
  firstName: string
  lastName: string
  email: string
  role: Role
  createdAt: string
}

export type AdminOrderItem = {
  productId: string
  name: string
  image: string | null
  category: string
  quantity: number
  price: number
}

export type ShippingAddress = {
  name: string
  street: string
  city: string
  state: string
  zipCode: string
  phone: string
}

export type AdminOrder = {
  _id: string
  id: string
  orderNumber: string
  createdAt: string
  orderStatus: OrderStatus
  paymentMethod: "qr-code" | "bank-transfer" | null
  paymentStatus: PaymentStatus
  subtotal: number
  shipping: number
  discount: number
  tax: number
  total: number
  couponCode: string | null
  items: AdminOrderItem[]
  shippingAddress: ShippingAddress
  trackingNumber: string | null
  trackingUrl: string | null
  estimatedDelivery: string | null
  shippedAt: string | null
  deliveredAt: string | null
  cancelledAt: string | null
  cancelReason: string | null
  /** The shopper's UPI UTR or bank reference; null until submitted. */
  paymentReference?: string | null
  paymentReferenceAt?: string | null
  customerName: string
  customerEmail: string
}

export type AdminProduct = {
  _id: string
  id: string
  handle: string
  name: string
  brand: string
  category: string
  fragrance: string
  size: string
  price: number
  originalPrice: number
  launchOffer: string | null
  featured: boolean
  status: string
  /** null when the variant's stock is not tracked. */
  stockQuantity: number | null
  images: { url: string }[]
  createdAt: string
}

export type DiscountType = "fixed" | "percentage"

export type Coupon = {
  _id: string
  id: string
  code: string
  discountType: DiscountType
  discountAmount: number
  isActive: boolean
  createdAt: string
}

export type CouponInput = {
  code: string
  discountType: DiscountType
  discountAmount: number
  isActive: boolean
}

export type TrackingInput = {
  trackingNumber: string
  trackingUrl: string
  estimatedDelivery: string
  note: string
}

/** An answer of the operator's write calls: the server's message plus the changed record. */
export type MessageAnswer = { message?: string }

/** GET /api/admin/payments/summary: unpaid orders waiting, and since when. */
export type PaymentSummary = {
  awaitingPayment: number
  paymentSubmitted: number
  oldestAwaitingPaymentAt: string | null
  oldestPaymentSubmittedAt: string | null
}

export type StatementCredit = { row: number; date: string; narration: string; reference: string; amount: number }
export type MatchOrder = { id: string; orderNumber: string; total: number; paymentReference: string | null; createdAt: string; customerName: string }
export type CreditMatch = { credit: StatementCredit; order: MatchOrder; matchedBy: "reference" | "order-number" }

/** POST /api/admin/payments/reconcile: the statement matched against pending orders (nothing confirmed yet). */
export type ReconcilePreview = {
  credits: number
  matched: CreditMatch[]
  amountMismatches: (CreditMatch & { difference: number })[]
  unmatchedCredits: { credit: StatementCredit; reason: string }[]
  ordersWithoutCredit: MatchOrder[]
}

export type ReconcileConfirmAnswer = {
  message?: string
  confirmed: number
  results: { orderId: string; orderNumber: string | null; confirmed: boolean; message: string }[]
}
