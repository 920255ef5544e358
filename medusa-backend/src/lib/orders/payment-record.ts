/** An order as queried with "payment_collections.payments.id". */
export type OrderWithPaymentRecords = {
  payment_collections?: ({ payments?: ({ id: string } | null)[] | null } | null)[] | null
}

/**
 * Whether the order has a payment record. Our providers authorise at once and
 * authorisation is the last write of Medusa's cart completion, so a checkout
 * order without one was either still being completed or cut short by a crash.
 */
export function hasPaymentRecord(order: OrderWithPaymentRecords): boolean {
  return (order.payment_collections ?? []).some((pc) => (pc?.payments ?? []).length > 0)
}
