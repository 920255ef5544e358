import { createHash, timingSafeEqual } from "node:crypto"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { TrackAnswer } from "@sugandh/contract"
import { COURIER_SCAN_MODULE } from "../../modules/courier-scan"
import type CourierScanModuleService from "../../modules/courier-scan/service"
import { parseOrderNumber } from "../orders/order-number"
import { loadOrderView } from "../orders/queries"
import { readOrders } from "../orders/read-orders"
import type { OrderView } from "../orders/to-order-view"
import type { ShipmentStep } from "./scans"
import { trackingView, type CourierFacts } from "./tracking-view"

type Row = {
  id: string
  email?: string | null
  shipping_address?: { phone?: string | null } | null
  payment_collections?: ({ payments?: ({ captured_at?: string | Date | null } | null)[] | null } | null)[] | null
}

/** What a shopper may type: the e-mail in any case, or the phone with or without +91, spaces or dashes. */
export function contactKey(contact: string): string {
  const trimmed = contact.trim()
  if (trimmed.includes("@")) return `e:${trimmed.toLowerCase()}`
  const digits = trimmed.replace(/\D/g, "")
  return `p:${digits.length >= 10 ? digits.slice(-10) : digits}`
}

const digest = (value: string) => createHash("sha256").update(value).digest()

/** Constant-time: the answer's time says nothing about how much of the contact was right. */
function sameContact(given: string, stored: string[]): boolean {
  const key = digest(contactKey(given))
  let match = false
  for (const s of stored) match = timingSafeEqual(key, digest(s)) || match
  return match
}

/**
 * The order a shopper may follow without signing in: its number and the
 * e-mail or phone used at checkout. An unknown number and a wrong contact do
 * the same work (one read, the same comparisons) and both answer null.
 */
export async function findTrackableOrder(
  container: MedusaContainer,
  orderNumber: string,
  contact: string
): Promise<{ id: string; confirmedAt: string | null } | null> {
  const displayId = parseOrderNumber(orderNumber) ?? -1
  const [row] = await readOrders<Row>(container, {
    fields: ["id", "email", "shipping_address.phone", "payment_collections.payments.captured_at"],
    filters: { display_id: displayId },
  })
  const stored = row
    ? [row.email ? contactKey(row.email) : "", row.shipping_address?.phone ? contactKey(row.shipping_address.phone) : ""]
    : ["e:", "p:"]
  const matches =
    sameContact(
      contact,
      stored.map((s) => s || "-")
    ) && contactKey(contact).length > 3
  if (!row || !matches) return null
  return { id: row.id, confirmedAt: firstCapture(row) }
}

/** When the order's money was first taken (its "Confirmed" step for a prepaid order). */
function firstCapture(row: Pick<Row, "payment_collections">): string | null {
  const captured = (row.payment_collections ?? [])
    .flatMap((pc) => pc?.payments ?? [])
    .map((p) => (p?.captured_at ? new Date(p.captured_at).toISOString() : null))
    .filter((at): at is string => !!at)
    .sort()
  return captured[0] ?? null
}

/** The signed-in shopper's own order (already checked to be theirs): its tracking answer. */
export async function trackOwnOrder(container: MedusaContainer, orderId: string): Promise<TrackAnswer | null> {
  const [row] = await readOrders<Row>(container, { fields: ["id", "payment_collections.payments.captured_at"], filters: { id: orderId } })
  return row ? trackOrder(container, { id: row.id, confirmedAt: firstCapture(row) }) : null
}

/** The courier's side of an order: its shipment's AWB, courier, step and scans (null when shipped by hand or not yet). */
export async function courierFactsOf(container: MedusaContainer, orderId: string): Promise<CourierFacts | null> {
  const store = container.resolve<CourierScanModuleService>(COURIER_SCAN_MODULE)
  const [shipment] = await store.listCourierShipments({ order_id: orderId }, { order: { created_at: "DESC" }, take: 1 })
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ["fulfillments.data", "fulfillments.canceled_at", "fulfillments.provider_id"],
    filters: { id: orderId },
  })
  const fulfillments =
    (data[0] as { fulfillments?: ({ data?: Record<string, unknown> | null; canceled_at?: unknown } | null)[] })?.fulfillments ?? []
  const booked = fulfillments.find((f) => !!f && !f.canceled_at && typeof f.data?.awb === "string")?.data
  if (!shipment && !booked) return null
  const awb = shipment?.awb ?? String(booked?.awb)
  const scans = shipment ? await store.listCourierScans({ awb }, { order: { at: "ASC" }, take: 500 }) : []
  return {
    courier: typeof booked?.courier_name === "string" ? booked.courier_name : shipment ? shipment.courier : null,
    awb,
    trackingUrl: typeof booked?.tracking_url === "string" ? booked.tracking_url : null,
    step: (shipment?.step as ShipmentStep | undefined) ?? null,
    scans: scans.map((s) => ({
      at: new Date(s.at).toISOString(),
      step: s.step,
      location: s.location,
      description: s.description,
    })),
  }
}

/** The tracking answer of an order already found (the public lookup, or the signed-in shopper's own). */
export async function orderTracking(container: MedusaContainer, order: OrderView, confirmedAt: string | null): Promise<TrackAnswer> {
  return trackingView(order, confirmedAt, await courierFactsOf(container, order.id))
}

export async function trackOrder(
  container: MedusaContainer,
  found: { id: string; confirmedAt: string | null }
): Promise<TrackAnswer | null> {
  const order = await loadOrderView(container, found.id)
  return order ? orderTracking(container, order, found.confirmedAt) : null
}
