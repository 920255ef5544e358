import type { OrderPaymentAnswer, PlaceOrderAnswer as ContractPlaceOrderAnswer } from "@sugandh/contract"

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

/** How to pay for a placed order, and the coupon the server applied: the contract's types. */
export type { PaymentInstructions, CartCoupon as AppliedCoupon } from "@sugandh/contract"

/** What the confirmation shows: POST /api/auth/orders' answer, or GET /api/auth/orders/{id}/payment's (the same without a message). */
export type PlaceOrderAnswer = ContractPlaceOrderAnswer | OrderPaymentAnswer
