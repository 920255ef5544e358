import { shiprocketProvider } from "../../modules/providers/fulfillment-shiprocket/instance"
import { scansOfTracking } from "../../modules/providers/fulfillment-shiprocket/tracked-scans"
import type { CourierScanInput } from "../../modules/providers/courier-client/scan"

export type CourierTracker = { courier: string; providerId: string; scans(awb: string): Promise<CourierScanInput[]> }

/**
 * Tracking by AWB through the configured courier's provider instance (the one Medusa booted,
 * medusa-config.ts: its client and cached token); null when no courier is configured. A second
 * courier is one more entry here.
 */
export function courierTracker(): CourierTracker | null {
  const provider = shiprocketProvider()
  if (!provider) return null
  return {
    courier: "shiprocket",
    providerId: "shiprocket_shiprocket",
    scans: async (awb) => scansOfTracking(await provider.track(awb)),
  }
}
