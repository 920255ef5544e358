/**
 * Shiprocket's shipment statuses mapped to the shop's shipment steps, and the
 * rule that a scan never moves an order backwards. Pure functions: the webhook
 * route, the tracking poll and the scan store (later) all decide with these.
 *
 * Codes: Shiprocket's "Shipment Status Codes" table (https://apidocs.shiprocket.in/,
 * Tracking), the same numbers as a scan's "sr-status" and the webhook's
 * `shipment_status_id`. The webhook's `current_status_id` is another numbering
 * (its sample sends 20 with "IN TRANSIT"), so it is read by its label only.
 */
export type ShipmentStep =
  | "booked" // AWB assigned, label, pickup scheduled, out for pickup
  | "shipped" // picked up and moving
  | "out_for_delivery"
  | "ndr" // a delivery attempt failed (non-delivery report)
  | "delivered"
  | "rto_initiated" // coming back to us
  | "rto_delivered" // back with us

const BY_CODE: Record<number, ShipmentStep> = {
  1: "booked", // AWB ASSIGNED
  2: "booked", // LABEL GENERATED
  3: "booked", // PICKUP SCHEDULED/GENERATED
  4: "booked", // PICKUP QUEUED
  5: "booked", // MANIFEST GENERATED
  13: "booked", // PICKUP ERROR
  15: "booked", // PICKUP RESCHEDULED
  19: "booked", // OUT FOR PICKUP
  20: "booked", // PICKUP EXCEPTION
  6: "shipped", // SHIPPED
  42: "shipped", // PICKED UP
  18: "shipped", // IN TRANSIT
  22: "shipped", // DELAYED
  38: "shipped", // REACHED AT DESTINATION HUB
  39: "shipped", // MISROUTED
  48: "shipped", // REACHED WAREHOUSE
  17: "out_for_delivery", // OUT FOR DELIVERY
  7: "delivered", // DELIVERED
  21: "ndr", // UNDELIVERED
  9: "rto_initiated", // RTO INITIATED
  14: "rto_initiated", // RTO ACKNOWLEDGED
  40: "rto_initiated", // RTO NDR
  41: "rto_initiated", // RTO OFD
  46: "rto_initiated", // RTO IN TRANSIT
  10: "rto_delivered", // RTO DELIVERED
}

const BY_LABEL: Record<string, ShipmentStep> = {
  "AWB ASSIGNED": "booked",
  "LABEL GENERATED": "booked",
  "PICKUP SCHEDULED": "booked",
  "PICKUP GENERATED": "booked",
  "PICKUP QUEUED": "booked",
  "MANIFEST GENERATED": "booked",
  "OUT FOR PICKUP": "booked",
  "PICKUP RESCHEDULED": "booked",
  "PICKUP EXCEPTION": "booked",
  "PICKUP ERROR": "booked",
  SHIPPED: "shipped",
  "PICKED UP": "shipped",
  "IN TRANSIT": "shipped",
  DELAYED: "shipped",
  "REACHED AT DESTINATION HUB": "shipped",
  "REACHED DESTINATION HUB": "shipped",
  MISROUTED: "shipped",
  "OUT FOR DELIVERY": "out_for_delivery",
  DELIVERED: "delivered",
  UNDELIVERED: "ndr",
  "RTO INITIATED": "rto_initiated",
  "RTO ACKNOWLEDGED": "rto_initiated",
  "RTO NDR": "rto_initiated",
  "RTO OFD": "rto_initiated",
  "RTO IN TRANSIT": "rto_initiated",
  "RTO IN-TRANSIT": "rto_initiated",
  "RTO DELIVERED": "rto_delivered",
}

/**
 * The step a Shiprocket status means, from its code when it is one of the
 * table's, else from its label ("OUT FOR DELIVERY", "RTO_DELIVERED", any case).
 * Null for statuses that are no step of ours (cancelled, lost, damaged, "NA"):
 * those wait for the operator.
 */
export function shipmentStepOf(status: { code?: number | string | null; label?: string | null }): ShipmentStep | null {
  const code = typeof status.code === "string" ? Number(status.code) : status.code
  if (typeof code === "number" && Number.isInteger(code) && BY_CODE[code]) return BY_CODE[code]
  const label = status.label?.trim().toUpperCase().replace(/_/g, " ").replace(/\s+/g, " ")
  return (label && BY_LABEL[label]) || null
}

/** Out for delivery and a failed attempt share a rank: a re-attempt goes out again after an NDR. */
const RANK: Record<ShipmentStep, number> = {
  booked: 0,
  shipped: 1,
  out_for_delivery: 2,
  ndr: 2,
  delivered: 3,
  rto_initiated: 3,
  rto_delivered: 4,
}

const FINAL: ReadonlySet<ShipmentStep> = new Set<ShipmentStep>(["delivered", "rto_delivered"])

/**
 * Whether a scan moves the shipment from `current` to `next`. Scans arrive out
 * of order and twice; only a later step moves it: never back (an "in transit"
 * after "out for delivery"), nothing after delivered or back with us, and once
 * returning only "RTO delivered". The same step again changes nothing.
 */
export function scanAdvances(current: ShipmentStep | null, next: ShipmentStep): boolean {
  if (current === next) return false
  if (current === null) return true
  if (FINAL.has(current)) return false
  if (current === "rto_initiated") return next === "rto_delivered"
  return RANK[next] >= RANK[current]
}
