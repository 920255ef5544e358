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

/** The working days the delivery zone of a PIN promises (the PIN check's answer); null when no zone serves it. */
export async function deliveryPromiseForPin(
  container: Resolver,
  pin: string | null | undefined
): Promise<{ pin: string; minDays: number; maxDays: number } | null> {
  const trimmed = pin?.trim()
  if (!trimmed) return null
  const promise = await serviceabilityForPin(container as MedusaContainer, trimmed).catch(() => null)
  return promise?.deliveryDays ? { pin: trimmed, minDays: promise.deliveryDays.min, maxDays: promise.deliveryDays.max } : null
}

/**
 * The last day the delivery zone of the order's PIN promises for a parcel shipped at `shippedAt` (the
 * same zones as the PIN check); null for an order without a PIN or a PIN no zone serves.
 */
export async function promisedArrival(container: Resolver, orderId: string, shippedAt: Date): Promise<string | null> {
  const orders = container.resolve(Modules.ORDER)
  const [order] = await orders.listOrders({ id: orderId }, { select: ["id"], relations: ["shipping_address"] })
  const pin = order?.shipping_address?.postal_code?.trim()
  if (!pin) return null
  const promise = await serviceabilityForPin(container as MedusaContainer, pin, shippedAt).catch(() => null)
  return promise?.deliveryDays ? arrivalBy(shippedAt, promise.deliveryDays) : null
}

/**
 * The estimated delivery of a shipment made without one (Medusa admin's "Mark as shipped" has no such
 * field): promisedArrival, written to the order's metadata where the shop's own ship workflow keeps
 * its date. An order that has a date keeps it. Returns the date the order now carries.
 */
export async function defaultEstimatedDelivery(container: Resolver, orderId: string, shippedAt: Date): Promise<string | null> {
  const orders = container.resolve(Modules.ORDER)
  const [order] = await orders.listOrders({ id: orderId }, { select: ["id", "metadata"] })
  if (!order) return null
  const metadata = (order.metadata ?? {}) as Record<string, unknown>
  const stored = metadata[META.estimatedDelivery]
  if (typeof stored === "string" && stored) return stored
  const date = await promisedArrival(container, orderId, shippedAt)
  if (!date) return null
  // Medusa replaces metadata as given: the whole object goes back with the one key added.
  await orders.updateOrders([{ id: orderId, metadata: { ...metadata, [META.estimatedDelivery]: date } }])
  return date
}
