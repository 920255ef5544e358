import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { quietShipments } from "../../lib/courier/quiet-shipments"
import { courierTracker } from "../../lib/courier/tracking"
import { storeCourierUpdate } from "../../lib/courier/store-scans"
import { applyWaitingScans } from "./apply-waiting-scans"

export type PollResult = { asked: number; updated: number; failed: number }

/** How long a shipment may stay quiet before its tracking is asked for; hours. */
export const COURIER_QUIET_HOURS = 24

/**
 * One run of the tracking poll: each shipment with no scan for 24 hours is
 * tracked by AWB and its scans take the webhook's path (stored once, then
 * applied: never backwards, same effects), applied here and now.
 * One failing AWB (courier down, order locked) is logged and left for the
 * next run; the others go on. Nothing to do without a configured courier.
 */
export async function pollCourierTracking(container: MedusaContainer, now: Date = new Date(), limit = 200): Promise<PollResult> {
  const tracker = courierTracker()
  const result: PollResult = { asked: 0, updated: 0, failed: 0 }
  if (!tracker) return result
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const awbs = await quietShipments(container, { providerId: tracker.providerId, quietHours: COURIER_QUIET_HOURS, now, limit })
  for (const awb of awbs) {
    result.asked += 1
    try {
      const scans = await tracker.scans(awb)
      const stored = await storeCourierUpdate(container, { awb, courier: tracker.courier, scans })
      await applyWaitingScans(container, awb)
      if (stored.known && stored.stored > 0) result.updated += 1
    } catch (error) {
      result.failed += 1
      logger.warn(`Courier tracking poll: AWB ${awb} not updated: ${(error as Error).message}`)
    }
  }
  return result
}
