import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { serviceabilityForPin } from "../serviceability/serviceability"
import { arrivalBy } from "../serviceability/delivery-dates"
import { META } from "./metadata"

type Resolver = Pick<MedusaContainer, "resolve">

/** The order a fulfilment (a shipment or a delivery event's id) belongs to; null when it has none. */
export async function orderOfFulfillment(
  container: Resolver,
  fulfillmentId: string
): Promise<{ id: string; shippedAt: Date | null } | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "fulfillment", fields: ["id", "shipped_at", "order.id"], filters: { id: fulfillmentId } })
  const row = data[0] as { shipped_at?: string | Date | null; order?: { id: string } | null } | undefined
  return row?.order?.id ? { id: row.order.id, shippedAt: row.shipped_at ? new Date(row.shipped_at) : null } : null
}

/**
 * The estimated delivery of a shipment made without one (Medusa admin's "Mark as shipped" has no such
 * field): the last day the PIN's delivery zone promises, counted from the day it shipped, written to the
 * order's metadata where the shop's own ship workflow keeps the operator's date. An order that has a date
 * keeps it; a PIN no zone serves gets none. Returns the date the order now carries.
 */
export async function defaultEstimatedDelivery(container: Resolver, orderId: string, shippedAt: Date): Promise<string | null> {
  const orders = container.resolve(Modules.ORDER)
  const [order] = await orders.listOrders({ id: orderId }, { select: ["id", "metadata"], relations: ["shipping_address"] })
  const metadata = (order?.metadata ?? {}) as Record<string, unknown>
  const stored = metadata[META.estimatedDelivery]
  if (typeof stored === "string" && stored) return stored
  const pin = order?.shipping_address?.postal_code?.trim()
  if (!order || !pin) return null
  const promise = await serviceabilityForPin(container as MedusaContainer, pin, shippedAt).catch(() => null)
  if (!promise?.deliveryDays) return null
  const date = arrivalBy(shippedAt, promise.deliveryDays)
  // Medusa replaces metadata as given: the whole object goes back with the one key added.
  await orders.updateOrders([{ id: orderId, metadata: { ...metadata, [META.estimatedDelivery]: date } }])
  return date
}
