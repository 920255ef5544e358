/** One saved product as GET /api/auth/wishlist answers it (current price included): the contract's entry. */
export type { WishlistEntry as WishlistItem } from "@sugandh/contract"

/** What a caller hands to toggle/add: any product with the catalogue id and a name. */
export type WishlistProduct = { id: string; name: string }

/** The answer of a change (add, remove, clear): the new list, a message, and for an add whether it was new. */
export type { WishlistChangeAnswer as WishlistResponse } from "@sugandh/contract"
