import type { PaymentMethod } from "@/lib/order"

/** Checkout's own view of the data it shows (the app layer maps the cart and the user onto it). */
export type Totals = {
  subtotal: number
  /** Gift wrap's charge, when chosen (the server's answers carry it; checkout adds it to the cart's totals). */
  giftWrap?: number
  /** The cash-on-delivery fee, when COD is chosen (added by checkout like the gift wrap; the server's answers carry it). */
  codFee?: number
  shipping: number
  discount: number
  tax?: number
  total: number
  itemCount?: number
}

/** Gift wrap (+₹49) and the message for the card; null for none. */
export type GiftWrapChoice = { message: string } | null

/** A business purchase: the buyer's GSTIN and registered name go on a B2B tax invoice. */
export type BusinessBuyer = { gstin: string; name: string } | null

export type { PaymentMethod, ShippingAddress } from "@/lib/order"

export type CheckoutItem = { productId: string; name: string; category: string; price: number; quantity: number; image: string | null }

export type PaymentInstructions =
  | { method: "qr-code"; upiId: string; payeeName: string; amount: number; upiUri: string }
  | {
      method: "bank-transfer"
      amount: number
      reference: string
      bankDetails: { accountName: string; accountNumber: string; ifsc: string; bankName: string }
    }
  | { method: "cod"; amount: number; codFee: number; confirmationRequired: boolean }

/** The parts of the placed order the confirmation shows. */
type PlacedOrder = {
  _id: string
  orderNumber: string
  total: number
  subtotal: number
  shipping: number
  discount: number
  paymentMethod: PaymentMethod | null
  orderStatus: string
  createdAt: string
}

/** POST /api/auth/orders answer, and GET /api/auth/orders/{id}/payment's (the same without a message). */
export type PlaceOrderAnswer = {
  message?: string
  order: PlacedOrder
  payment: PaymentInstructions
  whatsappUrl: string
}

export type AppliedCoupon = { code: string; calculatedDiscount: number }
