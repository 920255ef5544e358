/**
 * What the provider keeps in the Medusa fulfillment's `data` for a Shiprocket
 * shipment: enough to cancel it, print its label and manifest and track it
 * without asking Shiprocket which order it was.
 */
export type ShiprocketShipmentData = {
  courier: "shiprocket"
  /** The order id we gave Shiprocket (the shop's order number, "-R2"… after a cancelled booking). */
  channel_order_id: string
  /** Shiprocket's own ids, which its other endpoints take. */
  sr_order_id: number
  shipment_id: number
  awb: string
  courier_company_id: number | null
  courier_name: string | null
  payment_method: "COD" | "Prepaid"
  pickup_scheduled_date: string | null
  pickup_token_number: string | null
  label_url: string | null
  tracking_url: string
}

/** Shiprocket's public tracking page for an AWB (the `track_url` its tracking answer gives). */
export function trackingUrlFor(awb: string): string {
  return `https://shiprocket.co/tracking/${encodeURIComponent(awb)}`
}

export function readShipmentData(data: Record<string, unknown> | null | undefined): ShiprocketShipmentData | null {
  if (!data || data.courier !== "shiprocket") return null
  const srOrderId = Number(data.sr_order_id)
  const shipmentId = Number(data.shipment_id)
  if (!Number.isInteger(srOrderId) || !Number.isInteger(shipmentId) || typeof data.awb !== "string") return null
  return data as ShiprocketShipmentData
}
