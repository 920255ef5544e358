import { WishlistAnswerSchema, WishlistChangeAnswerSchema } from "@/lib/answers"
import { api } from "@/lib/api"

/** The server's wishlist for the signed-in shopper (bearer token from lib/api); answers parsed with the contract's schemas. */
export const wishlistApi = {
  list: (signal?: AbortSignal) => api.get("/auth/wishlist", { signal, answer: WishlistAnswerSchema }),
  add: (productId: string) => api.post("/auth/wishlist", { productId }, { answer: WishlistChangeAnswerSchema }),
  remove: (id: string) => api.delete(`/auth/wishlist/${encodeURIComponent(id)}`, { answer: WishlistChangeAnswerSchema }),
  clear: () => api.delete("/auth/wishlist", { answer: WishlistChangeAnswerSchema }),
}

/** Under the signed-in person's key root, so signing out drops it with their other data. */
export const wishlistQueryKey = (userId: string | null) => ["user", userId ?? "guest", "wishlist"] as const
