import type {
  OrderPaymentAnswer,
  PlaceOrderAnswer as ContractPlaceOrderAnswer,
  ShippingAddress as ContractShippingAddress,
} from "@sugandh/contract"

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

export type { PaymentMethod } from "@sugandh/contract"
/** The shipping form's fields: the contract's address without `stateCode`, which the server derives from the PIN. */
export type ShippingAddress = Omit<ContractShippingAddress, "stateCode">

export type CheckoutItem = { productId: string; name: string; category: string; price: number; quantity: number; image: string | null }

/** How to pay for a placed order, and the coupon the server applied: the contract's types. */
export type { PaymentInstructions, CartCoupon as AppliedCoupon } from "@sugandh/contract"

/** What the confirmation shows: POST /api/auth/orders' answer, or GET /api/auth/orders/{id}/payment's (the same without a message). */
export type PlaceOrderAnswer = ContractPlaceOrderAnswer | OrderPaymentAnswer
