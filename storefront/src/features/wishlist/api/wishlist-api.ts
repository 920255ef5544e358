import { api } from "@/lib/api"
import type { WishlistResponse } from "../types"

/** The server's wishlist for the signed-in shopper (bearer token from lib/api). */
export const wishlistApi = {
  list: (signal?: AbortSignal) => api.get<WishlistResponse>("/auth/wishlist", { signal }),
  add: (productId: string) => api.post<WishlistResponse>("/auth/wishlist", { productId }),
  remove: (id: string) => api.delete<WishlistResponse>(`/auth/wishlist/${encodeURIComponent(id)}`),
  clear: () => api.delete<WishlistResponse>("/auth/wishlist"),
}

/** Under the signed-in person's key root, so signing out drops it with their other data. */
export const wishlistQueryKey = (userId: string | null) => ["user", userId ?? "guest", "wishlist"] as const
