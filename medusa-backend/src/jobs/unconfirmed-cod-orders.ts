import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { codSettings } from "../lib/cod/settings"
import { processUnconfirmedCodOrders } from "../workflows/cod/process-unconfirmed-cod-orders"
import { jobSchedule } from "../lib/jobs/job-schedule"
import { recordJobRun } from "../lib/jobs/job-runs"
import { recordFailed } from "../lib/jobs/record-failed"

/**
 * Cancels cash-on-delivery orders nobody confirmed within COD_CONFIRM_HOURS
 * ("Not confirmed"; stock and coupon use given back). Worker processes only;
 * with Redis each tick runs on one worker, and per-order locks keep two
 * workers running it at once from cancelling one order twice.
 */
export default async function unconfirmedCodOrdersJob(container: MedusaContainer, context?: { scheduledFor?: Date }) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const result = await recordJobRun(config.name, () => processUnconfirmedCodOrders(container, codSettings()), recordFailed(logger))
  const tick = context?.scheduledFor?.toISOString() ?? new Date().toISOString()
  logger.info(`Unconfirmed COD orders run (scheduled ${tick}): ${result.expired} cancelled, ${result.skipped} skipped, ${result.busy} busy`)
}

export const config = jobSchedule("unconfirmed-cod-orders")
