import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { COURIER_SCAN_MODULE } from "../../modules/courier-scan"
import type CourierScanModuleService from "../../modules/courier-scan/service"
import { applyCourierScansWorkflow } from "./apply-courier-scans"

type Resolver = Pick<MedusaContainer, "resolve">

/** Passes per call: scans stored while a pass ran are picked up by the next one. */
const PASSES = 3

const waiting = async (container: Resolver, awb: string) => {
  const store = container.resolve<CourierScanModuleService>(COURIER_SCAN_MODULE)
  const [, count] = await store.listAndCountCourierScans({ awb, applied_at: null }, { take: 1, select: ["id"] })
  return count > 0
}

/**
 * Applies an AWB's stored-but-unapplied scans (applyCourierScansWorkflow, under
 * its lock) until none is left. Nothing waiting (another run took them): no
 * lock is taken. Throws when a run fails: its scans stay unapplied for the sweep.
 */
export async function applyWaitingScans(container: MedusaContainer, awb: string): Promise<number> {
  let applied = 0
  for (let pass = 0; pass < PASSES && (await waiting(container, awb)); pass++) {
    const { result } = await applyCourierScansWorkflow(container).run({ input: { awb } })
    if (result.known) applied += result.applied
  }
  return applied
}

/** Scans stored this long ago and still unapplied are the sweep's (newer ones are the subscriber's); ms. */
export const SWEEP_AFTER_MS = 30_000

/**
 * The safety net (a worker that died mid-way, an event lost, a step that
 * failed): every AWB with scans stored before `now - SWEEP_AFTER_MS` and not
 * applied is applied now. One failing AWB is logged and left for the next run.
 */
export async function sweepUnappliedScans(
  container: MedusaContainer,
  now: Date = new Date(),
  limit = 200
): Promise<{ awbs: number; applied: number; failed: number }> {
  const store = container.resolve<CourierScanModuleService>(COURIER_SCAN_MODULE)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const awbs = await store.awbsWithUnappliedScans(new Date(now.getTime() - SWEEP_AFTER_MS), limit)
  const result = { awbs: awbs.length, applied: 0, failed: 0 }
  for (const awb of awbs) {
    try {
      result.applied += await applyWaitingScans(container, awb)
    } catch (error) {
      result.failed += 1
      logger.warn(`Courier scans: AWB ${awb} not applied, retried by the next sweep: ${(error as Error).message}`)
    }
  }
  return result
}
