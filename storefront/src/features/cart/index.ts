/** The cart feature's public surface, for the app layer. */
export { CartProvider, CART_LOAD_DELAY_MS } from "./cart-provider"
export { useCart, type CartApi, type AddItemOptions } from "./hooks/use-cart"
export { CART_MESSAGES } from "./utils/cart-errors"
export type { CartItem, CartTotals, ProductLike } from "./types"
