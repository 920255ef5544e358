import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { META } from "../../../lib/orders/metadata"

export type FindOrderByIdempotencyKeyInput = { customer_id: string; idempotency_key?: string | null }

/** How far back a repeated submit is recognised; a shopper retries within seconds, not days. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000

/**
 * The order this customer already placed with the same Idempotency-Key. The key
 * travels in the cart's metadata and Medusa copies it onto the order in the
 * same transaction that creates the order, so "key -> order" is durable
 * exactly when the order exists. Read-only, hence no compensation.
 */
export async function findOrderIdByIdempotencyKey(
  container: { resolve: (key: string) => unknown },
  customerId: string,
  key: string
): Promise<string | null> {
  const orderModule = container.resolve(Modules.ORDER) as {
    listOrders: (filters: object, config: object) => Promise<{ id: string; metadata?: Record<string, unknown> | null }[]>
  }
  const since = new Date(Date.now() - IDEMPOTENCY_WINDOW_MS)
  const orders = await orderModule.listOrders(
    { customer_id: customerId, created_at: { $gte: since } },
    { select: ["id", "metadata"], order: { created_at: "DESC" }, take: 200 }
  )
  return orders.find((o) => o.metadata?.[META.idempotencyKey] === key)?.id ?? null
}

export const findOrderByIdempotencyKeyStep = createStep(
  "find-order-by-idempotency-key",
  async (input: FindOrderByIdempotencyKeyInput, { container }) => {
    if (!input.idempotency_key) return new StepResponse({ order_id: null as string | null })
    const orderId = await findOrderIdByIdempotencyKey(container, input.customer_id, input.idempotency_key)
    return new StepResponse({ order_id: orderId })
  }
)
