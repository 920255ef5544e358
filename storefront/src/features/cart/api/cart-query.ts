import { queryOptions } from "@tanstack/react-query"
import { isApiError } from "@/lib/api"
import { cartQueryKey } from "../cart-session"
import type { CartState } from "../types"
import { cartReducer, EMPTY_CART } from "../utils/cart-rules"
import { fetchCart } from "./cart-api"

/**
 * The server cart as a query. A 401 signs out (token removed, cart emptied);
 * any other failure is only logged and the cart keeps what it had.
 */
export function cartQueryOptions(userId: string | null, onUnauthorized: () => void, enabled: boolean) {
  return queryOptions({
    queryKey: cartQueryKey(userId),
    queryFn: async ({ signal }): Promise<CartState> => {
      try {
        return cartReducer(EMPTY_CART, { type: "replace", view: await fetchCart(signal) })
      } catch (error) {
        if (isApiError(error) && error.status === 401) {
          onUnauthorized()
          return EMPTY_CART
        }
        if (!signal.aborted) console.error("Could not load the cart", error)
        throw error
      }
    },
    enabled: enabled && userId !== null,
    staleTime: 30_000,
    retry: false,
  })
}
