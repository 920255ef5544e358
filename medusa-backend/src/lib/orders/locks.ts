/** The lock placeOrderWorkflow holds per customer: two submits of one checkout run one after the other. */
export function placeOrderLockKey(customerId: string): string {
  return `place-order:${customerId}`
}
