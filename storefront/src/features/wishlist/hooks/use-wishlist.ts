import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useCallback, useMemo } from "react"
import { useSignedInGuard } from "@/components/login-dialog"
import { useToast } from "@/components/toast"
import { isApiError } from "@/lib/api"
import { wishlistApi, wishlistQueryKey } from "../api/wishlist-api"
import type { WishlistItem, WishlistProduct, WishlistResponse } from "../types"
import { WISHLIST_MESSAGES } from "@sugandh/contract"

export { WISHLIST_MESSAGES }

type Session = {
  /** The signed-in customer's id, or null for a guest. */
  userId: string | null
  /** Auth is still being checked: actions do nothing rather than prompt. */
  authBusy: boolean
}

/**
 * The signed-in shopper's wishlist lives on the server. Hearts read `has(id)`;
 * changes update the cache at once and settle on the server's answer. Guests
 * get the login dialog ("add to wishlist" / "manage wishlist").
 */
export function useWishlist({ userId, authBusy }: Session) {
  const queryClient = useQueryClient()
  const toast = useToast()
  const key = wishlistQueryKey(userId)

  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await wishlistApi.list(signal)).wishlist ?? [],
    enabled: Boolean(userId),
    staleTime: 60_000,
  })
  const items = useMemo(() => (userId ? (query.data ?? []) : []), [userId, query.data])
  const ids = useMemo(() => new Set(items.map((item) => item.id.toUpperCase())), [items])
  const has = useCallback((id: string) => ids.has(id.toUpperCase()), [ids])

  const guard = useSignedInGuard(userId, authBusy)

  /** Runs a change with an optimistic cache update; the server's list replaces it, or the old one returns. */
  const change = useCallback(
    async (optimistic: (list: WishlistItem[]) => WishlistItem[], request: () => Promise<WishlistResponse>) => {
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData<WishlistItem[]>(key) ?? []
      queryClient.setQueryData<WishlistItem[]>(key, optimistic(before))
      try {
        const answer = await request()
        queryClient.setQueryData<WishlistItem[]>(key, answer.wishlist ?? [])
        return answer
      } catch (error) {
        queryClient.setQueryData<WishlistItem[]>(key, before)
        toast.error(isApiError(error) ? error.message : "Something went wrong. Please try again.")
        return null
      }
    },
    [queryClient, key, toast]
  )

  const add = useCallback(
    async (product: WishlistProduct) => {
      if (!guard("add to wishlist")) return
      if (has(product.id)) {
        toast.info(WISHLIST_MESSAGES.duplicate)
        return
      }
      const answer = await change(
        (list) => [...list, placeholderItem(product)],
        () => wishlistApi.add(product.id)
      )
      if (!answer) return
      if (answer.added === false) toast.info(WISHLIST_MESSAGES.duplicate)
      else toast.success(WISHLIST_MESSAGES.added(product.name))
    },
    [guard, has, change, toast]
  )

  const remove = useCallback(
    async (product: WishlistProduct) => {
      if (!guard("manage wishlist")) return
      const wanted = product.id.toUpperCase()
      const answer = await change(
        (list) => list.filter((item) => item.id.toUpperCase() !== wanted),
        () => wishlistApi.remove(product.id)
      )
      if (answer) toast.success(WISHLIST_MESSAGES.removed(product.name))
    },
    [guard, change, toast]
  )

  const toggle = useCallback(
    (product: WishlistProduct) => {
      // A guest's toggle is an attempt to add: the "add to wishlist" prompt (requirements WSH-01).
      if (userId && has(product.id)) void remove(product)
      else void add(product)
    },
    [userId, has, add, remove]
  )

  const clear = useCallback(async () => {
    if (!guard("manage wishlist")) return
    const answer = await change(
      () => [],
      () => wishlistApi.clear()
    )
    if (answer) toast.info(WISHLIST_MESSAGES.cleared)
  }, [guard, change, toast])

  return {
    items,
    isLoading: Boolean(userId) && query.isPending,
    isError: query.isError,
    refetch: query.refetch,
    has,
    add,
    remove,
    toggle,
    clear,
  }
}

export type WishlistApi = ReturnType<typeof useWishlist>

/** Stands in for the new row until the server answers (only its id matters for hearts). */
function placeholderItem(product: WishlistProduct): WishlistItem {
  return {
    _id: "",
    id: product.id,
    productId: product.id,
    itemId: "",
    name: product.name,
    image: null,
    category: "",
    brand: "",
    size: "",
    fragrance: "",
    price: 0,
    originalPrice: 0,
    launchOffer: null,
    rating: 0,
    reviews: 0,
    addedAt: new Date().toISOString(),
  }
}
