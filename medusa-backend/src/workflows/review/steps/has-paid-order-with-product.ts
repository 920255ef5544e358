import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { readOrders } from "../../../lib/orders/read-orders"

export type PaidOrderCheckInput = { customer_id?: string | null; product_id: string }

// Payment collection states in which money has been taken.
const CAPTURED = new Set(["completed", "partially_captured"])

type OrderRow = {
  status?: string | null
  items?: ({ product_id?: string | null } | null)[] | null
  payment_collections?: ({ status?: string | null; captured_amount?: unknown } | null)[] | null
}

/** True when the order is not cancelled, contains the product and some payment was captured. */
export function isPaidOrderWithProduct(order: OrderRow, productId: string): boolean {
  if (order.status === "canceled") return false
  const hasProduct = (order.items ?? []).some((i) => i?.product_id === productId)
  const paid = (order.payment_collections ?? []).some(
    (pc) =>
      !!pc && (CAPTURED.has(pc.status ?? "") || Number((pc.captured_amount as { value?: unknown })?.value ?? pc.captured_amount ?? 0) > 0)
  )
  return hasProduct && paid
}

/**
 * A review is "verified" when its author bought the product: one of their
 * orders contains it and its payment was captured. Guests are never verified.
 */
export const hasPaidOrderWithProductStep = createStep("has-paid-order-with-product", async (input: PaidOrderCheckInput, { container }) => {
  if (!input.customer_id) return new StepResponse(false)
  const orders = await readOrders<OrderRow>(container, {
    fields: ["id", "status", "items.product_id", "payment_collections.status", "payment_collections.captured_amount"],
    filters: { customer_id: input.customer_id },
  })
  return new StepResponse(orders.some((o) => isPaidOrderWithProduct(o, input.product_id)))
})
