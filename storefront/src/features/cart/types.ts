import type { CartCoupon, CartItem, CartTotals } from "@sugandh/contract"

/** A cart line, the server's totals and coupon, and the cart answer: the contract's types (packages/contract answers/cart.ts). */
export type { CartCoupon, CartItem, CartTotals, CartView } from "@sugandh/contract"

export type CartState = {
  items: CartItem[]
  /** Null until the server has answered once. */
  totals: CartTotals | null
  /** The server cart's coupon: the checkout's coupon box shows it (the server cart is the truth). */
  coupon?: CartCoupon | null
  /** Local changes are waiting for the server's answer (totals may be out of date). */
  pending: boolean
}

/** Anything a page may hand to addItem: a catalogue product, a wishlist entry, an order line. */
export type ProductLike = {
  _id?: unknown
  id?: unknown
  productId?: unknown
  name?: unknown
  title?: unknown
  category?: unknown
  fragrance?: unknown
  price?: unknown
  image?: unknown
  imageUrl?: unknown
  images?: unknown
}
