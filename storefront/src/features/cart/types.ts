import type { CartCoupon, CartItem, CartTotals, WishlistEntry } from "@sugandh/contract"

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

/**
 * Anything a page may hand to addItem: a catalogue product, a wishlist entry or an order line, in the
 * contract's fields (WishlistEntry, whose fields a product card and an order line have a part of), plus
 * the spec's fallbacks the add payload reads (title for name, imageUrl or images for image; spec section 4).
 */
export type ProductLike = Partial<
  Pick<WishlistEntry, "_id" | "id" | "productId" | "name" | "category" | "fragrance" | "price" | "image">
> & {
  title?: string | null
  imageUrl?: string | null
  images?: ({ url: string } | string)[] | null
}
