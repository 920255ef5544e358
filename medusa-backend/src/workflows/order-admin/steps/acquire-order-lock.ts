import { acquireLockStep } from "@medusajs/medusa/core-flows"
import { transform } from "@medusajs/framework/workflows-sdk"
import { ORDER_LOCK, orderLockKey } from "../../../lib/orders/order-lock"

/**
 * Takes the order's lock (ORDER_LOCK) while a workflow is composed: one change
 * of an order at a time (confirm, ship, deliver, cancel, payment reference).
 * Answers the key for releaseLockStep; a failure before it releases the lock
 * through acquireLockStep's compensation. `input` is the workflow's input as
 * composition sees it (typed as the plain input, as createWorkflow types it).
 */
export function acquireOrderLock(input: { order_id: string }) {
  const key = transform({ input }, ({ input }) => orderLockKey(input.order_id))
  acquireLockStep({ key, ...ORDER_LOCK })
  return key
}
