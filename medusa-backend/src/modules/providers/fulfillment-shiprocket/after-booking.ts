import { CourierError } from "../courier-client/courier-error"
import { COURIER_NAME, type ShiprocketApi } from "./api"
import type { ShiprocketShipmentData } from "./shipment-data"
import { shipmentStepOf, type ShipmentStep } from "./shipment-status"

/**
 * What happens to a booked Shiprocket shipment: cancellation before pickup,
 * label and manifest PDFs, tracking. Each reads the ids the booking stored
 * in the fulfillment's data.
 */

/** Cancels the courier order while the parcel has not been picked up; after that only an RTO brings it back. */
export async function cancelBeforePickup(api: ShiprocketApi, shipment: ShiprocketShipmentData): Promise<void> {
  // A fresh AWB may be unknown to tracking yet (404): no scan, so not picked up.
  const tracking = await trackShipment(api, shipment.awb).catch((error: unknown) => {
    if (error instanceof CourierError && error.status === 404) return null
    throw error
  })
  if (tracking?.step && tracking.step !== "booked") {
    throw new CourierError({
      courier: COURIER_NAME,
      kind: "refused",
      status: null,
      courierMessage: `AWB ${shipment.awb} is already ${tracking.statusLabel ?? tracking.step}; it can no longer be cancelled, only returned (RTO)`,
    })
  }
  await api.cancelOrders([shipment.sr_order_id])
}

export async function labelUrl(api: ShiprocketApi, shipment: ShiprocketShipmentData): Promise<string> {
  const label = await api.generateLabel([shipment.shipment_id])
  if (label.label_created !== 1 || !label.label_url) {
    throw new CourierError({ courier: COURIER_NAME, kind: "refused", status: null, courierMessage: label.response ?? "no label was made" })
  }
  return label.label_url
}

/**
 * The manifest (the list the pickup agent signs) for the day's shipments:
 * generated once; asked again, Shiprocket answers 400 "already generated" and
 * the same manifest is printed instead.
 */
export async function manifestUrl(api: ShiprocketApi, shipments: ShiprocketShipmentData[]): Promise<string> {
  let url: string | undefined
  try {
    url = (await api.generateManifest(shipments.map((s) => s.shipment_id))).manifest_url
  } catch (error) {
    if (!(error instanceof CourierError) || error.status !== 400) throw error
  }
  url ||= (await api.printManifest(shipments.map((s) => s.sr_order_id))).manifest_url
  if (!url) throw new CourierError({ courier: COURIER_NAME, kind: "refused", status: null, courierMessage: "no manifest was made" })
  return url
}

export type TrackedScan = {
  at: string
  location: string
  description: string
  code: number | null
  /** The status label as Shiprocket names it ("OUT FOR DELIVERY", "NA"). */
  label: string | null
  step: ShipmentStep | null
}
export type TrackedShipment = {
  awb: string
  step: ShipmentStep | null
  statusCode: number | null
  statusLabel: string | null
  trackingUrl: string | null
  /** Shiprocket's estimated delivery, ISO with the IST offset. */
  estimatedDelivery: string | null
  /** Oldest first. */
  scans: TrackedScan[]
}

/** Tracking by AWB; "no activities yet" (track_status 0) is a shipment with no scans, not an error. */
export async function trackShipment(api: ShiprocketApi, awb: string): Promise<TrackedShipment> {
  const data = (await api.trackAwb(awb)).tracking_data
  const activities = data?.track_status === 1 ? (data.shipment_track_activities ?? []) : []
  const scans = activities
    .map((a) => {
      const code = Number(a["sr-status"])
      const known = Number.isInteger(code) ? code : null
      return {
        at: istToIso(a.date),
        location: a.location,
        description: a.activity,
        code: known,
        label: a["sr-status-label"] ?? null,
        step: shipmentStepOf({ code: known, label: a["sr-status-label"] }),
      }
    })
    .sort((a, b) => a.at.localeCompare(b.at))
  const code = typeof data?.shipment_status === "number" ? data.shipment_status : null
  const label = data?.shipment_track?.[0]?.current_status ?? null
  return {
    awb,
    step: data?.track_status === 1 ? shipmentStepOf({ code, label }) : null,
    statusCode: code,
    statusLabel: label,
    trackingUrl: data?.track_url ?? null,
    estimatedDelivery: data?.etd ? istToIso(data.etd) : null,
    scans,
  }
}

/** Shiprocket's "2022-07-19 11:37:00" is Indian time: "2022-07-19T11:37:00+05:30". */
export function istToIso(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)/.exec(value.trim())
  if (!match) return value
  const time = match[2].length === 5 ? `${match[2]}:00` : match[2]
  return `${match[1]}T${time}+05:30`
}
