import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { isApiError } from "@/lib/api"
import { useToast } from "@/components/toast"
import { cancelOrderRequest, ordersQueryKey } from "../api/orders-api"
import type { Order } from "../types"
import { trackDecision } from "../utils/order-rules"
import { ORDER_TEXTS } from "@sugandh/contract"

export { ORDER_TEXTS }

/** Cancel (after confirmation), Track Order and Reorder for one page. */
export function useOrderActions(onReorder: (order: Order) => Promise<boolean> | void) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState<Order | null>(null)
  const [reordering, setReordering] = useState<string | null>(null)

  const cancel = useMutation({
    mutationFn: (order: Order) => cancelOrderRequest(order._id),
    onSuccess: (answer) => {
      toast.success(answer.message || ORDER_TEXTS.cancelled)
      setConfirming(null)
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey })
    },
    onError: (error) => {
      setConfirming(null)
      if (isApiError(error) && error.kind === "http") toast.error(error.message || ORDER_TEXTS.cancelFailed)
      else toast.error(ORDER_TEXTS.cancelNetwork)
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey })
    },
  })

  const track = (order: Order) => {
    const decision = trackDecision(order)
    if (decision.kind === "unavailable") return toast.warning(decision.message)
    const tab = window.open(decision.url, "_blank")
    if (tab) tab.opener = null
  }

  const reorder = async (order: Order) => {
    setReordering(order._id)
    try {
      await onReorder(order)
    } finally {
      setReordering(null)
    }
  }

  return {
    confirming,
    askCancel: setConfirming,
    closeCancel: () => setConfirming(null),
    confirmCancel: () => confirming && cancel.mutate(confirming),
    cancelling: cancel.isPending,
    track,
    reorder,
    reordering,
  }
}
