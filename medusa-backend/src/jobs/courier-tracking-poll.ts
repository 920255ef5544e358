import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { jobSchedule } from "../lib/jobs/job-schedule"
import { recordJobRun } from "../lib/jobs/job-runs"
import { recordFailed } from "../lib/jobs/record-failed"
import { pollCourierTracking } from "../workflows/courier/poll-courier-tracking"

/**
 * Asks the courier's tracking for shipments with no scan for 24 hours (a lost
 * webhook: Shiprocket documents no retries) and records what it answers like a
 * webhook would. Nothing without a configured courier.
 */
export default async function courierTrackingPollJob(container: MedusaContainer) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const result = await recordJobRun(config.name, () => pollCourierTracking(container), recordFailed(logger))
  if (result.asked) {
    logger.info(`Courier tracking poll: ${result.asked} asked, ${result.updated} updated, ${result.failed} failed`)
  }
}

export const config = jobSchedule("courier-tracking-poll")
