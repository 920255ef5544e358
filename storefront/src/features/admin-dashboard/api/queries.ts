import {
  AdminNdrAnswerSchema,
  AdminProductPageAnswerSchema,
  AdminStatsAnswerSchema,
  AdminUserAnswerSchema,
  AdminUserListAnswerSchema,
  CouponListAnswerSchema,
  CreditNotesViewSchema,
  OrderListAnswerSchema,
  PaymentSummaryAnswerSchema,
  ReturnsAnswerSchema,
} from "@/lib/answers"
import { keepPreviousData, queryOptions, type QueryKey } from "@tanstack/react-query"
import { api } from "@/lib/api"
import type { ReturnState } from "@sugandh/contract"
import { adminKeys } from "./keys"

// Operators act on what they see: a list is fresh for 15 s, then read again on mount.
const STALE_MS = 15_000

/** A GET of the dashboard, cached under its key and fresh for STALE_MS. */
const adminQuery = <T>(queryKey: QueryKey, read: (signal: AbortSignal) => Promise<T>) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => read(signal), staleTime: STALE_MS })

// Every answer is parsed with the contract's schema (lib/api): one that breaks it fails like a refused call.

export const statsQuery = () =>
  adminQuery(adminKeys.stats(), (signal) => api.get("/admin/stats", { signal, answer: AdminStatsAnswerSchema }))

export const usersQuery = () =>
  adminQuery(adminKeys.users(), (signal) => api.get("/admin/users", { signal, answer: AdminUserListAnswerSchema }))

/** View Profile's details of one account (its orders count and last order are read on the server). */
export const userDetailsQuery = (id: string) =>
  adminQuery(
    adminKeys.user(id),
    async (signal) => (await api.get(`/admin/users/${encodeURIComponent(id)}`, { signal, answer: AdminUserAnswerSchema })).user
  )

export const ordersQuery = () =>
  adminQuery(adminKeys.orders(), async (signal) => (await api.get("/admin/orders", { signal, answer: OrderListAnswerSchema })).orders)

/** Rows per page of the Products tab: a 50,000-product catalogue is never read whole. */
export const PRODUCTS_PAGE_SIZE = 50

/** One page of the products, newest first; `search` matches titles, handles and descriptions on the server. */
export const productsPageQuery = ({ offset, search }: { offset: number; search: string }) => {
  const params = new URLSearchParams({ limit: String(PRODUCTS_PAGE_SIZE), offset: String(offset) })
  if (search) params.set("q", search)
  return {
    ...adminQuery([...adminKeys.products(), { offset, search }], (signal) =>
      // Asked with limit and offset, the server answers a page (the contract's paged member of the list answer).
      api.get(`/admin/products?${params.toString()}`, { signal, answer: AdminProductPageAnswerSchema })
    ),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  }
}

export const couponsQuery = () =>
  adminQuery(adminKeys.coupons(), (signal) => api.get("/coupons", { signal, answer: CouponListAnswerSchema }))

export const paymentSummaryQuery = () =>
  adminQuery(adminKeys.paymentSummary(), (signal) => api.get("/admin/payments/summary", { signal, answer: PaymentSummaryAnswerSchema }))

/** An invoiced order's credit notes and what is left to credit per invoice line. */
export const creditNotesQuery = (orderId: string) =>
  adminQuery(adminKeys.creditNotes(orderId), (signal) =>
    api.get(`/admin/orders/${encodeURIComponent(orderId)}/credit-notes`, { signal, answer: CreditNotesViewSchema })
  )

/** The returns queue in one state, oldest first, with the photos' ids (issue 45, RET-05). */
export const returnsQuery = (state: ReturnState) =>
  adminQuery(
    adminKeys.returns(state),
    async (signal) => (await api.get(`/admin/returns?state=${encodeURIComponent(state)}`, { signal, answer: ReturnsAnswerSchema })).returns
  )

/** Shipments whose last delivery attempt failed (GET /api/admin/ndr), oldest attempt first. */
export const ndrQuery = () =>
  adminQuery(adminKeys.ndr(), async (signal) => (await api.get("/admin/ndr", { signal, answer: AdminNdrAnswerSchema })).ndr)
