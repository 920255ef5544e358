import type { TrackAnswer, TrackingStatus } from "@sugandh/contract"
import { COD_MESSAGES } from "../cod/settings"
import type { OrderView } from "../orders/to-order-view"
import type { ShipmentStep } from "./scans"

export type StoredScan = { at: string; step: string | null; location: string | null; description: string | null }
export type CourierFacts = {
  courier: string | null
  awb: string | null
  trackingUrl: string | null
  /** The shipment's step from its scans (courier_shipment), null for a parcel shipped by hand. */
  step: ShipmentStep | null
  scans: StoredScan[]
}

/**
 * A courier's scan text may name the delivery agent's phone ("MobileNo:- 9963133564"): any run of
 * nine or more digits is hidden, so no phone number reaches a public answer.
 */
export const withoutPhoneNumbers = (text: string | null) => (text ? text.replace(/\+?\d[\d\s-]{7,}\d/g, "…").trim() : text)

const firstAt = (scans: StoredScan[], step: string) => scans.find((s) => s.step === step)?.at ?? null
const lastAt = (scans: StoredScan[], step: string) => [...scans].reverse().find((s) => s.step === step)?.at ?? null

/**
 * Where an order is and how it got there, for the public /track page and the
 * signed-in timeline (the same steps): Placed → Confirmed → Shipped → Out for
 * delivery → Delivered, or NDR / Returning / Returned; Cancelled before it left.
 * Only times, the courier's places and its words: no name, address or phone.
 * `confirmedAt` is the payment's capture (COD: its confirmation).
 */
export function trackingView(order: OrderView, confirmedAt: string | null, courier: CourierFacts | null): TrackAnswer {
  const scans = [...(courier?.scans ?? [])].sort((a, b) => a.at.localeCompare(b.at))
  const returned =
    order.orderStatus === "cancelled" && (order.cancelReason === COD_MESSAGES.returnedUndelivered || courier?.step === "rto_delivered")
  const steps: { status: TrackingStatus; at: string | null }[] = [{ status: "placed", at: order.createdAt }]
  const confirmed = order.codConfirmedAt ?? confirmedAt
  if (confirmed || order.shippedAt) steps.push({ status: "confirmed", at: confirmed })
  if (order.shippedAt) steps.push({ status: "shipped", at: order.shippedAt })
  const outForDelivery = firstAt(scans, "out_for_delivery")
  if (outForDelivery) steps.push({ status: "out_for_delivery", at: outForDelivery })
  const ndr = lastAt(scans, "ndr")
  if (ndr) steps.push({ status: "ndr", at: ndr })
  if (order.deliveredAt) steps.push({ status: "delivered", at: order.deliveredAt })
  const returning = firstAt(scans, "rto_initiated")
  if (returning) steps.push({ status: "returning", at: returning })
  if (returned) steps.push({ status: "returned", at: lastAt(scans, "rto_delivered") ?? order.cancelledAt })
  else if (order.orderStatus === "cancelled") steps.push({ status: "cancelled", at: order.cancelledAt })
  return {
    orderNumber: order.orderNumber,
    status: statusOf(order, courier?.step ?? null, returned, !!confirmed),
    estimatedDelivery: order.estimatedDelivery,
    courier: courier?.courier ?? null,
    awb: courier?.awb ?? order.trackingNumber,
    trackingUrl: courier?.trackingUrl ?? order.trackingUrl,
    steps,
    scans: [...scans]
      .reverse()
      .map((s) => ({ at: s.at, location: withoutPhoneNumbers(s.location), description: withoutPhoneNumbers(s.description) })),
  }
}

function statusOf(order: OrderView, step: ShipmentStep | null, returned: boolean, confirmed: boolean): TrackingStatus {
  if (returned) return "returned"
  if (order.orderStatus === "cancelled") return "cancelled"
  if (order.orderStatus === "delivered") return "delivered"
  if (step === "rto_initiated") return "returning"
  if (step === "ndr") return "ndr"
  if (step === "out_for_delivery") return "out_for_delivery"
  if (order.orderStatus === "shipped") return "shipped"
  if (order.orderStatus === "processing" || confirmed) return "confirmed"
  return "placed"
}
