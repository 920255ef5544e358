import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { COURIER_SCANS_STORED_EVENT } from "../lib/orders/events"
import { applyWaitingScans } from "../workflows/courier/apply-waiting-scans"

/**
 * The courier's webhook stored new scans and answered (api/hooks/courier): the
 * worker applies them, one AWB at a time under its lock. A failure is logged;
 * the scans stay unapplied and the sweep (jobs/courier-scans-apply.ts) retries.
 */
export default async function courierScansStored({ event, container }: SubscriberArgs<{ awb: string }>) {
  try {
    await applyWaitingScans(container, event.data.awb)
  } catch (error) {
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .warn(`Courier scans: AWB ${event.data.awb} not applied yet, left for the sweep: ${(error as Error).message}`)
  }
}

export const config: SubscriberConfig = { event: COURIER_SCANS_STORED_EVENT }
