import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { jobSchedule } from "../lib/jobs/job-schedule"
import { pollCourierTracking } from "../workflows/courier/poll-courier-tracking"

/**
 * Asks the courier's tracking for shipments with no scan for 24 hours (a lost
 * webhook: Shiprocket documents no retries) and records what it answers like a
 * webhook would. Nothing without a configured courier.
 */
export default async function courierTrackingPollJob(container: MedusaContainer) {
  const result = await pollCourierTracking(container)
  if (result.asked) {
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .info(`Courier tracking poll: ${result.asked} asked, ${result.updated} updated, ${result.failed} failed`)
  }
}

// Hourly by default (cron); each shipment is asked at most once per quiet day.
export const config = jobSchedule("courier-tracking-poll", process.env.COURIER_POLL_CRON || "23 * * * *")
