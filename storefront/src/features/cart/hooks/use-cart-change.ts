import { useMutation, useQueryClient } from "@tanstack/react-query"
import { isApiError } from "@/lib/api"
import { useToast } from "@/components/toast"
import { CART_MUTATION_KEY, cartQueryKey, useCartSession } from "../cart-session"
import type { CartState, CartView } from "../types"
import { cartErrorMessages, type CartOperation } from "../utils/cart-errors"
import { cartReducer, EMPTY_CART, type CartAction } from "../utils/cart-rules"

type CartChange = {
  operation: CartOperation
  /** The local view of the change, shown until the server answers. */
  local: CartAction
  request: () => Promise<CartView>
  /** Toast on success, if any. */
  success?: string
  /** Skip the error toasts (the caller reports). */
  quiet?: boolean
}

/**
 * Runs one cart change: applies it locally at once, sends it (changes are
 * queued one after another), then lets the server's answer replace the cart.
 * A failure shows its text (requirements CART-10) and reloads the cart from the server.
 */
export function useCartChange() {
  const { userId, onUnauthorized } = useCartSession()
  const queryClient = useQueryClient()
  const toast = useToast()
  const key = cartQueryKey(userId)

  const mutation = useMutation({
    mutationKey: CART_MUTATION_KEY,
    scope: { id: "cart" },
    mutationFn: (change: CartChange) => change.request(),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key })
      queryClient.setQueryData<CartState>(key, (old) => cartReducer(old ?? EMPTY_CART, change.local))
    },
    onSuccess: (view, change) => {
      // Only the last answer of a burst replaces the cart, so quick clicks do not flicker.
      if (queryClient.isMutating({ mutationKey: CART_MUTATION_KEY }) <= 1) {
        queryClient.setQueryData<CartState>(key, (old) => cartReducer(old ?? EMPTY_CART, { type: "replace", view }))
      }
      if (change.success) toast.success(change.success)
    },
    onError: (error, change) => {
      if (!change.quiet) {
        for (const message of cartErrorMessages(change.operation, error)) toast.error(message)
      }
      if (isApiError(error) && error.status === 401) {
        onUnauthorized()
        return
      }
      void queryClient.invalidateQueries({ queryKey: key })
    },
  })

  return async (change: CartChange): Promise<boolean> => {
    try {
      await mutation.mutateAsync(change)
      return true
    } catch {
      return false
    }
  }
}
