export { useWishlist, WISHLIST_MESSAGES, type WishlistApi } from "./hooks/use-wishlist"
export { WishlistPage } from "./components/wishlist-page"
export type { WishlistItem, WishlistProduct } from "./types"
