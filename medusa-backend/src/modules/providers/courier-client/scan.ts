import type { ShipmentStep } from "../fulfillment-shiprocket/shipment-status"

/**
 * A courier scan as the shop stores it, whoever brought it (a courier's webhook
 * or the tracking poll) and whichever courier: each courier's provider turns
 * its own shape into this; from here on there is one code path.
 */
export type CourierScanInput = {
  /** Unique per AWB, courier time and status: the same scan seen twice is stored once. */
  key: string
  statusCode: string | null
  statusLabel: string | null
  step: ShipmentStep | null
  /** ISO with the IST offset, the courier's clock. */
  at: string
  location: string | null
  description: string | null
}

export const scanKey = (awb: string, at: string, status: string | null) => `${awb}|${new Date(at).toISOString()}|${status ?? ""}`
