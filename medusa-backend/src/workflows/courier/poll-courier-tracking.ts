import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { quietShipments } from "../../lib/courier/quiet-shipments"
import { courierTracker } from "../../lib/courier/tracking"
import { recordCourierScansWorkflow } from "./record-courier-scans"

export type PollResult = { asked: number; updated: number; failed: number }

/** How long a shipment may stay quiet before its tracking is asked for; hours. */
export const COURIER_QUIET_HOURS = 24

/**
 * One run of the tracking poll: each shipment with no scan for 24 hours is
 * tracked by AWB and its scans go through the webhook's own workflow
 * (recordCourierScansWorkflow: stored once, never backwards, same effects).
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
      const { result: recorded } = await recordCourierScansWorkflow(container).run({ input: { awb, courier: tracker.courier, scans } })
      if (recorded.known && recorded.stored > 0) result.updated += 1
    } catch (error) {
      result.failed += 1
      logger.warn(`Courier tracking poll: AWB ${awb} not updated: ${(error as Error).message}`)
    }
  }
  return result
}
