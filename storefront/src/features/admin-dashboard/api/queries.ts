import { keepPreviousData, queryOptions, type QueryKey } from "@tanstack/react-query"
import { api } from "@/lib/api"
import { listFrom, type ListAnswer } from "@/lib/list-answer"
import type { AdminOrder, AdminProduct, AdminStats, AdminUser, AdminUserDetails, Coupon, CreditNotesView, PaymentSummary } from "../types"
import { adminKeys } from "./keys"

// Operators act on what they see: a list is fresh for 15 s, then read again on mount.
const STALE_MS = 15_000

/** A GET of the dashboard, cached under its key and fresh for STALE_MS. */
const adminQuery = <T>(queryKey: QueryKey, read: (signal: AbortSignal) => Promise<T>) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => read(signal), staleTime: STALE_MS })

export const statsQuery = () => adminQuery(adminKeys.stats(), (signal) => api.get<AdminStats>("/admin/stats", { signal }))

export const usersQuery = () => adminQuery(adminKeys.users(), (signal) => api.get<AdminUser[]>("/admin/users", { signal }))

/** View Profile's details of one account (its orders count and last order are read on the server). */
export const userDetailsQuery = (id: string) =>
  adminQuery(
    adminKeys.user(id),
    async (signal) => (await api.get<{ user: AdminUserDetails }>(`/admin/users/${encodeURIComponent(id)}`, { signal })).user
  )

export const ordersQuery = () =>
  adminQuery(adminKeys.orders(), async (signal) =>
    listFrom(await api.get<ListAnswer<"orders", AdminOrder>>("/admin/orders", { signal }), "orders")
  )

/** Rows per page of the Products tab: a 50,000-product catalogue is never read whole. */
export const PRODUCTS_PAGE_SIZE = 50

export type ProductsPage = { success: true; products: AdminProduct[]; count: number; offset: number; limit: number }

/** One page of the products, newest first; `search` matches titles, handles and descriptions on the server. */
export const productsPageQuery = ({ offset, search }: { offset: number; search: string }) => {
  const params = new URLSearchParams({ limit: String(PRODUCTS_PAGE_SIZE), offset: String(offset) })
  if (search) params.set("q", search)
  return {
    ...adminQuery([...adminKeys.products(), { offset, search }], (signal) =>
      api.get<ProductsPage>(`/admin/products?${params.toString()}`, { signal })
    ),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  }
}

export const couponsQuery = () => adminQuery(adminKeys.coupons(), (signal) => api.get<Coupon[]>("/coupons", { signal }))

export const paymentSummaryQuery = () =>
  adminQuery(adminKeys.paymentSummary(), (signal) => api.get<PaymentSummary>("/admin/payments/summary", { signal }))

/** An invoiced order's credit notes and what is left to credit per invoice line. */
export const creditNotesQuery = (orderId: string) =>
  adminQuery(adminKeys.creditNotes(orderId), (signal) =>
    api.get<CreditNotesView>(`/admin/orders/${encodeURIComponent(orderId)}/credit-notes`, { signal })
  )
