import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { jobSchedule } from "../lib/jobs/job-schedule"
import { recordJobRun } from "../lib/jobs/job-runs"
import { recordFailed } from "../lib/jobs/record-failed"
import { sweepUnappliedScans } from "../workflows/courier/apply-waiting-scans"

/**
 * Applies courier scans that were stored but not applied half a minute on (the
 * worker stopped mid-way, an event was lost, a step failed): the webhook's
 * answer never waits for them, and this makes sure none is forgotten.
 */
export default async function courierScansApplyJob(container: MedusaContainer) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const result = await recordJobRun(config.name, () => sweepUnappliedScans(container), recordFailed(logger))
  if (result.awbs) logger.info(`Courier scans sweep: ${result.awbs} AWBs, ${result.applied} scans applied, ${result.failed} failed`)
}

export const config = jobSchedule("courier-scans-apply")
