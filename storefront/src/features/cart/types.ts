/** One cart line as the server answers it (requirements CART-03). */
export type CartItem = {
  productId: string
  name: string
  category: string
  /** Unit price in rupees, the server's. */
  price: number
  quantity: number
  image: string | null
}

/** The server's totals of the cart; the client never computes money. */
export type CartTotals = {
  subtotal: number
  shipping: number
  discount: number
  /** GST inside the total (prices are tax-inclusive); absent from older answers. */
  tax?: number
  total: number
  itemCount: number
}

/** The coupon the server applied to the cart (present only while a code discounts it). */
type CartCoupon = { code: string; calculatedDiscount: number }

/** The answer of every /api/auth/cart call. */
export type CartView = { cart: CartItem[]; totals: CartTotals; coupon?: CartCoupon | null }

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
