/**
 * Under the per-user root ("user", as the auth feature's queries), so signing
 * out drops the operator's data at once; "admin" groups the dashboard's lists.
 */
export const adminKeys = {
  all: ["user", "me", "admin"] as const,
  stats: () => [...adminKeys.all, "stats"] as const,
  users: () => [...adminKeys.all, "users"] as const,
  user: (id: string) => [...adminKeys.users(), id] as const,
  orders: () => [...adminKeys.all, "orders"] as const,
  products: () => [...adminKeys.all, "products"] as const,
  coupons: () => [...adminKeys.all, "coupons"] as const,
  paymentSummary: () => [...adminKeys.all, "payment-summary"] as const,
  returns: (state: string) => [...adminKeys.all, "returns", state] as const,
  ndr: () => [...adminKeys.all, "ndr"] as const,
  creditNotes: (orderId: string) => [...adminKeys.orders(), orderId, "credit-notes"] as const,
}
