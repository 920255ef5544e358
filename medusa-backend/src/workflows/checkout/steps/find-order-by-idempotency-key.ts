import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { META } from "../../../lib/orders/metadata"
import { hasPaymentRecord, type OrderWithPaymentRecords } from "../../../lib/orders/payment-record"
import { readOrders } from "../../../lib/orders/read-orders"

export type FindOrderByIdempotencyKeyInput = { customer_id: string; idempotency_key?: string | null }

/** How far back a repeated submit is recognised; a shopper retries within seconds, not days. */
const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000

/**
 * The order this customer already placed with the same Idempotency-Key. The key
 * travels in the cart's metadata and Medusa copies it onto the order in the
 * same transaction that creates the order. Only an order with its payment
 * record counts: authorisation is completion's last write, so an order without
 * one is either still being completed (the caller waits on the customer's lock
 * and looks again) or was cut short by a crash (it gets rolled back, see
 * lib/orders/interrupted-checkouts). Read-only, hence no compensation.
 */
export async function findOrderIdByIdempotencyKey(
  container: { resolve: (key: string) => unknown },
  customerId: string,
  key: string
): Promise<string | null> {
  const since = new Date(Date.now() - IDEMPOTENCY_WINDOW_MS)
  const orders = await readOrders<OrderWithPayments>(container, {
    fields: ["id", "metadata", "payment_collections.payments.id"],
    filters: { customer_id: customerId, created_at: { $gte: since } },
    pagination: { order: { created_at: "DESC" }, take: 200 },
  })
  return orders.find((o) => o.metadata?.[META.idempotencyKey] === key && hasPaymentRecord(o))?.id ?? null
}

type OrderWithPayments = OrderWithPaymentRecords & { id: string; metadata?: Record<string, unknown> | null }

export const findOrderByIdempotencyKeyStep = createStep(
  "find-order-by-idempotency-key",
  async (input: FindOrderByIdempotencyKeyInput, { container }) => {
    if (!input.idempotency_key) return new StepResponse({ order_id: null as string | null })
    const orderId = await findOrderIdByIdempotencyKey(container, input.customer_id, input.idempotency_key)
    return new StepResponse({ order_id: orderId })
  }
)
