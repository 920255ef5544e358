import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ORDER_VIEW_FIELDS } from "./fields"
import { parseOrderNumber } from "./order-number"
import { readOrders } from "./read-orders"
import { toOrderView, type QueriedOrder, type OrderView } from "./to-order-view"

/** Orders as the shop shows them, newest first (requirements ORD-01). */
export async function listOrderViews(container: MedusaContainer, filters: Record<string, unknown> = {}): Promise<OrderView[]> {
  const orders = await readOrders<QueriedOrder>(container, {
    fields: ORDER_VIEW_FIELDS,
    filters,
    pagination: { order: { created_at: "DESC" } },
  })
  return orders.map(toOrderView)
}

/** One page of orders, newest first, and how many there are in all. */
export async function pageOrderViews(
  container: MedusaContainer,
  filters: Record<string, unknown>,
  page: { limit?: number; offset: number }
): Promise<{ orders: OrderView[]; count: number }> {
  const { data, metadata } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: ORDER_VIEW_FIELDS,
    filters,
    pagination: { order: { created_at: "DESC" }, skip: page.offset, ...(page.limit ? { take: page.limit } : {}) },
  })
  const orders = (data as QueriedOrder[]).map(toOrderView)
  return { orders, count: metadata?.count ?? page.offset + orders.length }
}

export async function loadOrderView(container: MedusaContainer, orderId: string): Promise<OrderView | null> {
  const [order] = await listOrderViews(container, { id: orderId })
  return order ?? null
}

/**
 * The Medusa order id behind a path parameter: the order id itself or the
 * order number ("ORD-1001", requirements ORD-02). Optionally only the given customer's
 * order, so another customer's id looks exactly like a missing one.
 */
export async function resolveOrderId(
  container: MedusaContainer,
  ref: string,
  options: { customerId?: string } = {}
): Promise<string | null> {
  const displayId = parseOrderNumber(ref)
  const filters: Record<string, unknown> = displayId ? { display_id: displayId } : { id: ref.trim() }
  if (options.customerId) filters.customer_id = options.customerId
  const [order] = await readOrders<{ id: string }>(container, { fields: ["id"], filters })
  return order?.id ?? null
}
