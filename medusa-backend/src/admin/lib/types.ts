/** Shapes of the /api/admin routes the pages read (the contract's, where it names them). */
export type { AdminReviewRow as ReviewRow, ProductInsights } from "@sugandh/contract"

export type ContactMessage = {
  id: string
  name: string
  email: string
  phone: string | null
  subject: "product-inquiry" | "order-support" | "shipping" | "returns"
  message: string
  status: "new" | "handled"
  created_at: string
}

/** The contact form's subject labels (requirements CON-02). */
export const SUBJECT_LABELS: Record<ContactMessage["subject"], string> = {
  "product-inquiry": "Product Inquiry",
  "order-support": "Order Support",
  shipping: "Shipping & Delivery",
  returns: "Returns & Exchanges",
}

export type ShopOrder = {
  _id: string
  orderNumber: string
  orderStatus: "pending" | "processing" | "shipped" | "delivered" | "cancelled"
  paymentMethod: "qr-code" | "bank-transfer" | "cod" | null
  paymentStatus: "awaiting-confirmation" | "pending" | "paid" | "awaiting-difference" | "partially-refunded" | "refunded" | "cancelled"
  /** Captured less refunded, and what the shopper still owes after order changes. */
  amountPaid?: number
  amountDue?: number
  /** Why the order was cancelled (the operator's note, or the shop's: a payment after its window, returned undelivered). */
  cancelReason?: string | null
  /** Gateway payments (Razorpay); `flagged` says why one is never captured (issue 46). */
  gatewayPayments?: { gatewayPaymentId: string; capturedAmount: number; flagged?: string | null }[]
  /** Cash on delivery: the fee and when the order was confirmed. */
  codFee?: number
  codConfirmedAt?: string | null
  /** The account's COD record, on a COD order awaiting confirmation (lib/cod/cod-history.ts). */
  codHistory?: {
    total: number
    open: number
    shipped: number
    delivered: number
    returnedUndelivered: number
    cancelled: number
  }
  /** The shopper's UPI UTR or bank reference; null until submitted. */
  paymentReference: string | null
  total: number
  /** The GST inside the total (the invoice's figure). */
  tax?: number
  /** What the gift wrap cost (0 without it) and the message to pack with it. */
  giftWrap: number
  giftMessage: string | null
  trackingNumber?: string | null
  trackingUrl?: string | null
  estimatedDelivery?: string | null
  shippedAt?: string | null
  /** stateCode: the GST state code stored with the address (from its PIN). */
  shippingAddress?: { state: string; zipCode: string; stateCode?: string | null }
}
