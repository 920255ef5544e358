/** The operator's view of the shop, as /api/admin/* and /api/coupons answer it (see the backend route files). */

export type { OrderStatus } from "@/lib/order-status"
export type { Role } from "@/lib/user"
import type { OrderBase } from "@/lib/order"
import type { OrderStatus } from "@/lib/order-status"
import type { UserBase } from "@/lib/user"
type PaymentStatus = "awaiting-confirmation" | "pending" | "paid" | "refunded" | "cancelled"

export type AdminStats = {
  totalUsers: number
  totalOrders: number
  totalRevenue: number
  totalProducts: number
}

/** A row of the users tab: the account fields it shows. */
export type AdminUser = Pick<UserBase, "id" | "firstName" | "lastName" | "email" | "role" | "createdAt"> & { _id: string }

/** View Profile: one account as GET /api/admin/users/{id} answers it. */
export type AdminUserDetails = AdminUser & {
  phone: string
  isEmailVerified: boolean
  isGoogleAccount: boolean
  ordersCount: number
  lastOrder: { _id: string; orderNumber: string; createdAt: string; orderStatus: OrderStatus; total: number } | null
}

/** Edit: the operator changes an account's name only. */
export type UserNameInput = { firstName: string; lastName: string }

/** An order as the operator sees it: the shared fields, its customer and what happened to it. */
export type AdminOrder = OrderBase & {
  paymentStatus: PaymentStatus
  cancelReason: string | null
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
/** GET /api/admin/payments/summary: unpaid orders waiting, and since when. */
export type PaymentSummary = {
  awaitingPayment: number
  paymentSubmitted: number
  oldestAwaitingPaymentAt: string | null
  oldestPaymentSubmittedAt: string | null
  /** Cash on delivery: orders waiting for a confirmation, and shipped or delivered orders whose cash is not remitted yet. */
  codToConfirm?: number
  codCashOutstanding?: number
  codCashOutstandingAmount?: number
}

type StatementCredit = { row: number; date: string; narration: string; reference: string; amount: number }
type MatchOrder = {
  id: string
  orderNumber: string
  total: number
  paymentReference: string | null
  createdAt: string
  customerName: string
}
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

/** POST /api/admin/payments/cod-remittance: the courier's rows against shipped and delivered COD orders. */
type RemittanceMatch = { row: number; awb: string; orderId: string; orderNumber: string; amount: number }
type RemittanceProblem = {
  row: number
  awb: string
  orderNumber: string | null
  amount: number
  expected: number | null
  difference: number | null
  reason: string
}
export type RemittancePreview = {
  rows: number
  matched: RemittanceMatch[]
  mismatches: RemittanceProblem[]
  unmatched: RemittanceProblem[]
}
export type RemittanceConfirmAnswer = {
  message?: string
  paid: number
  results: { orderId: string; orderNumber: string | null; paid: boolean; message: string }[]
}
/** GET /api/admin/orders/{id}/credit-notes: the invoice's lines with what earlier credit notes took, and those notes. */
export type CreditNotesView = {
  invoice: {
    number: string
    date: string
    total: number
    creditUntil: string
    lines: { line: number; description: string; quantity: number; rate: number; amount: number; credited: number }[]
    shipping: { amount: number; credited: number } | null
  } | null
  creditNotes: { id: string; number: string; date: string; total: number; reason: string | null }[]
}

/** POST /api/admin/orders/{id}/credit-notes. */
export type CreditNoteInput = {
  lines: { line: number; quantity?: number; amount?: number }[]
  shipping?: number
  reason: string
}
