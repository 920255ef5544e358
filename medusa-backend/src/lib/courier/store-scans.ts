import type { MedusaContainer } from "@medusajs/framework/types"
import { COURIER_SCAN_MODULE } from "../../modules/courier-scan"
import type CourierScanModuleService from "../../modules/courier-scan/service"
import type { CourierScanInput } from "./scans"
import { fulfillmentOfAwb } from "./shipment-of-awb"

type Resolver = Pick<MedusaContainer, "resolve">

export type StoredUpdate = { known: false } | { known: true; stored: number }

/**
 * A courier update's first half (issue 44): its scans stored at once, each
 * once (unique key), for an AWB of ours; `known: false` for one the shop never
 * booked (stored nowhere). No lock, no workflow: the steps the scans mean are
 * applied after, per AWB (applyCourierScans), so the courier's webhook is
 * answered in milliseconds whatever Medusa has to do.
 */
export async function storeCourierUpdate(
  container: Resolver,
  input: { awb: string; courier: string; scans: CourierScanInput[] }
): Promise<StoredUpdate> {
  const store = container.resolve<CourierScanModuleService>(COURIER_SCAN_MODULE)
  const [row] = await store.listCourierShipments({ awb: input.awb }, { take: 1, select: ["fulfillment_id", "order_id"] })
  const target = row ?? (await fulfillmentOfAwb(container, input.awb))
  if (!target) return { known: false }
  const stored = await store.storeScans({
    awb: input.awb,
    courier: input.courier,
    fulfillment_id: target.fulfillment_id,
    order_id: target.order_id,
    newShipment: !row,
    scans: input.scans.map((s) => ({
      key: s.key,
      status_code: s.statusCode,
      status_label: s.statusLabel,
      step: s.step,
      at: new Date(s.at),
      location: s.location,
      description: s.description,
    })),
  })
  return { known: true, stored }
}
