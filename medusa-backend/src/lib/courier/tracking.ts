import { trackShipment } from "../../modules/providers/fulfillment-shiprocket/after-booking"
import { shiprocketApi } from "../../modules/providers/fulfillment-shiprocket/api"
import { shiprocketOptionsFromEnv, shiprocketSettings } from "../../modules/providers/fulfillment-shiprocket/settings"
import { scansOfTracking } from "../../modules/providers/fulfillment-shiprocket/tracked-scans"
import type { CourierScanInput } from "../../modules/providers/courier-client/scan"

export type CourierTracker = { courier: string; providerId: string; scans(awb: string): Promise<CourierScanInput[]> }

let cached: { key: string; tracker: CourierTracker } | null = null

/**
 * Tracking by AWB through the configured courier (the same settings the
 * fulfillment provider is registered with, medusa-config.ts); null when no
 * courier is configured. A second courier is one more entry here.
 */
export function courierTracker(): CourierTracker | null {
  const options = shiprocketOptionsFromEnv()
  if (!options) return null
  const key = JSON.stringify(options)
  if (cached?.key !== key) {
    const api = shiprocketApi(shiprocketSettings(options))
    cached = {
      key,
      tracker: {
        courier: "shiprocket",
        providerId: "shiprocket_shiprocket",
        scans: async (awb) => scansOfTracking(await trackShipment(api, awb)),
      },
    }
  }
  return cached.tracker
}
