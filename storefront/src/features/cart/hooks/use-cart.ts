import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useCallback, useMemo } from "react"
import { useNavigate } from "react-router"
import { useSignedInGuard } from "@/components/login-dialog"
import { useToast } from "@/components/toast"
import { addToCart, clearCartRequest, removeCartItem, updateCartItem } from "../api/cart-api"
import { cartQueryOptions } from "../api/cart-query"
import { cartQueryKey, useCartSession } from "../cart-session"
import type { CartState, ProductLike } from "../types"
import { CART_MESSAGES } from "../utils/cart-errors"
import { cartCount, EMPTY_CART, toAddPayload } from "../utils/cart-rules"
import { useCartChange } from "./use-cart-change"

export type AddItemOptions = {
  /** Replaces the "{name} added to cart!" toast; false shows none (the caller shows its own). */
  toast?: string | false
}

/**
 * The cart for components: `{ items, count, totals, addItem(product, qty),
 * updateQuantity, removeItem, clear, buyNow, addItems, ... }`. Guests get the
 * login dialog; while auth is busy the actions silently do nothing.
 */
export function useCart() {
  const session = useCartSession()
  const { userId, authBusy, loadEnabled, onUnauthorized } = session
  const queryClient = useQueryClient()
  const toast = useToast()
  const navigate = useNavigate()
  const change = useCartChange()
  const query = useQuery(cartQueryOptions(userId, onUnauthorized, loadEnabled))
  const state: CartState = (userId && query.data) || EMPTY_CART

  const guard = useSignedInGuard(userId, authBusy)

  const addItem = useCallback(
    async (product: ProductLike, quantity = 1, options: AddItemOptions = {}): Promise<boolean> => {
      if (!guard("add items to cart")) return false
      const built = toAddPayload(product, quantity)
      if (!built.ok) {
        toast.error(built.error)
        return false
      }
      const { payload } = built
      const success = options.toast === false ? undefined : (options.toast ?? CART_MESSAGES.added(payload.name))
      return change({
        operation: "add",
        local: { type: "add", item: { ...payload } },
        request: () => addToCart(payload),
        success,
      })
    },
    [guard, toast, change]
  )

  const removeItem = useCallback(
    async (productId: string): Promise<boolean> => {
      if (!guard("remove items from cart")) return false
      return change({
        operation: "remove",
        local: { type: "remove", productId },
        request: () => removeCartItem(productId),
        success: CART_MESSAGES.removed,
      })
    },
    [guard, change]
  )

  const updateQuantity = useCallback(
    async (productId: string, quantity: number): Promise<boolean> => {
      if (quantity <= 0) return removeItem(productId)
      if (!guard("update cart")) return false
      return change({
        operation: "update",
        local: { type: "setQuantity", productId, quantity },
        request: () => updateCartItem(productId, quantity),
      })
    },
    [guard, change, removeItem]
  )

  const clear = useCallback(async (): Promise<boolean> => {
    if (!guard("clear cart")) return false
    return change({ operation: "clear", local: { type: "clear" }, request: clearCartRequest, success: CART_MESSAGES.cleared })
  }, [guard, change])

  /** The server cart's lines: the cached ones, else fetched now; none when it cannot load (Buy Now then adds, as before). */
  const loadedCartItems = useCallback(async (): Promise<CartState["items"]> => {
    try {
      return (await queryClient.ensureQueryData(cartQueryOptions(userId, onUnauthorized, true))).items
    } catch {
      return []
    }
  }, [queryClient, userId, onUnauthorized])

  /**
   * Buy Now: add (unless the product is already in the cart: no second unit),
   * say "Redirecting to checkout...", open /checkout.
   */
  const buyNow = useCallback(
    async (product: ProductLike, quantity = 1): Promise<boolean> => {
      if (!guard("make a purchase")) return false
      const built = toAddPayload(product, quantity)
      // A click before the cart has loaded must not read the empty placeholder
      // as "not in the cart" (that added a second unit): wait for the real cart.
      const items = await loadedCartItems()
      const inCart = built.ok && items.some((i) => i.productId.toUpperCase() === built.payload.productId.toUpperCase())
      const ready = inCart || (await addItem(product, quantity, { toast: false }))
      if (ready) {
        toast.success(CART_MESSAGES.redirecting)
        navigate("/checkout")
      }
      return ready
    },
    [guard, loadedCartItems, addItem, toast, navigate]
  )

  /** Adds several products one after another (Reorder); stops at the first failure. */
  const addItems = useCallback(
    async (lines: Array<{ product: ProductLike; quantity: number }>): Promise<boolean> => {
      if (!guard("add items to cart")) return false
      for (const line of lines) {
        if (!(await addItem(line.product, line.quantity, { toast: false }))) return false
      }
      return true
    },
    [guard, addItem]
  )

  /** After a successful order the server cart is completed: show it empty and re-read it. */
  const resetAfterOrder = useCallback(() => {
    const key = cartQueryKey(userId)
    queryClient.setQueryData<CartState>(key, EMPTY_CART)
    void queryClient.invalidateQueries({ queryKey: key })
  }, [queryClient, userId])

  /** Re-reads the cart (after the server applied a coupon, for example). */
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: cartQueryKey(userId) }), [queryClient, userId])

  return useMemo(
    () => ({
      items: state.items,
      count: cartCount(state.items),
      totals: state.totals,
      /** The coupon on the server cart, or null. */
      coupon: state.coupon ?? null,
      /** Local changes wait for the server; totals may be out of date. */
      isUpdating: state.pending,
      /** The first load has not answered yet. */
      isLoading: userId !== null && (authBusy || !loadEnabled || (query.isPending && query.fetchStatus !== "idle")),
      loadError: query.error,
      isAuthenticated: userId !== null,
      addItem,
      updateQuantity,
      removeItem,
      clear,
      buyNow,
      addItems,
      resetAfterOrder,
      reload,
    }),
    [
      state,
      userId,
      authBusy,
      loadEnabled,
      query.isPending,
      query.fetchStatus,
      query.error,
      addItem,
      updateQuantity,
      removeItem,
      clear,
      buyNow,
      addItems,
      resetAfterOrder,
      reload,
    ]
  )
}

export type CartApi = ReturnType<typeof useCart>
