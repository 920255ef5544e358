import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { recoverInterruptedCheckouts } from "../lib/orders/interrupted-checkouts"
import { jobSchedule } from "../lib/jobs/job-schedule"
import { recordJobRun } from "../lib/jobs/job-runs"
import { recordFailed } from "../lib/jobs/record-failed"

/**
 * Undoes checkouts a crash cut short (see lib/orders/interrupted-checkouts).
 * Runs on worker processes only; with Redis, Medusa's workflow engine hands
 * each tick to exactly one worker.
 */
export default async function recoverInterruptedCheckoutsJob(container: MedusaContainer, context?: { scheduledFor?: Date }) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  // A completion holds its cart's lock for at most two minutes (Medusa's TTL); younger orders may still be in flight.
  const minAgeSeconds = Number(process.env.CHECKOUT_RECOVERY_MIN_AGE_SECONDS ?? 120)
  const result = await recordJobRun(config.name, () => recoverInterruptedCheckouts(container, minAgeSeconds * 1000), recordFailed(logger))
  const tick = context?.scheduledFor?.toISOString() ?? new Date().toISOString()
  logger.info(
    `Checkout recovery run (scheduled ${tick}): ${result.found} interrupted, ${result.rolledBack} rolled back, ${result.busy} still locked`
  )
}

export const config = jobSchedule("recover-interrupted-checkouts")
