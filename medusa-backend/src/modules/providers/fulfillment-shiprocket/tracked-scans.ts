import { scanKey, type CourierScanInput } from "../courier-client/scan"
import type { TrackedShipment } from "./after-booking"

/**
 * The scans Shiprocket's tracking answer lists, as the shop stores them: keyed
 * exactly as the webhook's (AWB, time, status code else label), so a scan the
 * webhook already brought is not stored again by the poll.
 */
export function scansOfTracking(tracked: TrackedShipment): CourierScanInput[] {
  return tracked.scans.map((s) => {
    const code = s.code === null ? null : String(s.code)
    return {
      key: scanKey(tracked.awb, s.at, code ?? s.label ?? s.description),
      statusCode: code,
      statusLabel: s.label,
      step: s.step,
      at: s.at,
      location: s.location || null,
      description: s.description || null,
    }
  })
}
