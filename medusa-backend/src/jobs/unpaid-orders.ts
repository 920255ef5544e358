import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { unpaidOrderSettings } from "../lib/orders/unpaid-orders"
import { processUnpaidOrders } from "../workflows/payment/process-unpaid-orders"
import { jobSchedule } from "../lib/jobs/job-schedule"
import { recordJobRun } from "../lib/jobs/job-runs"
import { recordFailed } from "../lib/jobs/record-failed"

/**
 * Reminds unpaid orders once after UNPAID_REMINDER_HOURS and cancels them
 * ("Payment not received") after UNPAID_EXPIRY_HOURS; orders with a payment
 * reference wait for the operator up to UNPAID_REFERENCE_DAYS after placement
 * (a reminder a day before). Worker processes only; per-order locks
 * keep two workers from handling one order twice.
 */
export default async function unpaidOrdersJob(container: MedusaContainer, context?: { scheduledFor?: Date }) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const result = await recordJobRun(config.name, () => processUnpaidOrders(container, unpaidOrderSettings()), recordFailed(logger))
  const tick = context?.scheduledFor?.toISOString() ?? new Date().toISOString()
  logger.info(
    `Unpaid orders run (scheduled ${tick}): ${result.reminded} reminded, ${result.expired} cancelled, ${result.waiting} waiting with a reference, ${result.busy} busy`
  )
}

export const config = jobSchedule("unpaid-orders")
