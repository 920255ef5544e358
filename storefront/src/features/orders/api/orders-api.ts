import { CodLinkAnswerSchema, OrderChangeAnswerSchema, OrderListAnswerSchema, TrackAnswerSchema } from "@/lib/answers"
import { queryOptions } from "@tanstack/react-query"
import { api } from "@/lib/api"
import type { Order } from "../types"

/** The fixed reason sent with a customer's cancellation (requirements ORD-07). */
const CUSTOMER_CANCEL_REASON = "Cancelled by customer request"

/** Under the per-user root, so signing out drops it. */
export const ordersQueryKey = ["user", "me", "orders"] as const

async function fetchOrders(signal?: AbortSignal): Promise<Order[]> {
  return (await api.get("/auth/orders", { signal, answer: OrderListAnswerSchema })).orders
}

export const ordersQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: ordersQueryKey, queryFn: ({ signal }) => fetchOrders(signal), enabled, retry: false })

export const cancelOrderRequest = (id: string) =>
  api.put(`/auth/orders/${encodeURIComponent(id)}/cancel`, { reason: CUSTOMER_CANCEL_REASON }, { answer: OrderChangeAnswerSchema })

/** Confirms the shopper's own cash-on-delivery order ("Confirm order" on /orders). */
export const confirmCodOrderRequest = (id: string) =>
  api.post(`/auth/orders/${encodeURIComponent(id)}/cod-confirmation`, {}, { answer: OrderChangeAnswerSchema })

/** Confirms a cash-on-delivery order with the e-mailed link's token (no sign-in needed). */
export const confirmCodLinkRequest = (token: string) => api.post("/orders/cod-confirmation", { token }, { answer: CodLinkAnswerSchema })

/** Records (or corrects) the UTR / bank reference of a pending order. */
export const submitPaymentReferenceRequest = (id: string, reference: string) =>
  api.post(`/auth/orders/${encodeURIComponent(id)}/payment-reference`, { reference }, { answer: OrderChangeAnswerSchema })

/** The order's steps and courier scans, as the public /track page shows them (GET /api/auth/orders/{id}/tracking). */
export const orderTrackingQueryOptions = (id: string, enabled: boolean) =>
  queryOptions({
    queryKey: [...ordersQueryKey, id, "tracking"] as const,
    queryFn: ({ signal }) => api.get(`/auth/orders/${encodeURIComponent(id)}/tracking`, { signal, answer: TrackAnswerSchema }),
    enabled,
    retry: false,
  })
