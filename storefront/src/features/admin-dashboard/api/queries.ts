import { queryOptions } from "@tanstack/react-query"
import { api } from "@/lib/api"
import type { AdminOrder, AdminProduct, AdminStats, AdminUser, Coupon, PaymentSummary } from "../types"
import { adminKeys } from "./keys"

// Operators act on what they see: a list is fresh for 15 s, then read again on mount.
const STALE_MS = 15_000

export const statsQuery = () =>
  queryOptions({
    queryKey: adminKeys.stats(),
    queryFn: ({ signal }) => api.get<AdminStats>("/admin/stats", { signal }),
    staleTime: STALE_MS,
  })

export const usersQuery = () =>
  queryOptions({
    queryKey: adminKeys.users(),
    queryFn: ({ signal }) => api.get<AdminUser[]>("/admin/users", { signal }),
    staleTime: STALE_MS,
  })

export const ordersQuery = () =>
  queryOptions({
    queryKey: adminKeys.orders(),
    queryFn: async ({ signal }) => {
      const body = await api.get<{ orders?: AdminOrder[] } | AdminOrder[]>("/admin/orders", { signal })
      return Array.isArray(body) ? body : (body.orders ?? [])
    },
    staleTime: STALE_MS,
  })

export const productsQuery = () =>
  queryOptions({
    queryKey: adminKeys.products(),
    queryFn: ({ signal }) => api.get<AdminProduct[]>("/admin/products", { signal }),
    staleTime: STALE_MS,
  })

export const couponsQuery = () =>
  queryOptions({
    queryKey: adminKeys.coupons(),
    queryFn: ({ signal }) => api.get<Coupon[]>("/coupons", { signal }),
    staleTime: STALE_MS,
  })

export const paymentSummaryQuery = () =>
  queryOptions({
    queryKey: adminKeys.paymentSummary(),
    queryFn: ({ signal }) => api.get<PaymentSummary>("/admin/payments/summary", { signal }),
    staleTime: STALE_MS,
  })
