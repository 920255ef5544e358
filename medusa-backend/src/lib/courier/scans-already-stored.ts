import type { MedusaContainer } from "@medusajs/framework/types"
import { COURIER_SCAN_MODULE } from "../../modules/courier-scan"
import type CourierScanModuleService from "../../modules/courier-scan/service"

/**
 * Whether every scan of an update is stored already for a shipment we track: a replay, or an update
 * whose history we have. Read without the AWB's lock: scans are only ever added (unique key), so a
 * "yes" stays true; a "no" goes through the workflow, which decides under the lock.
 */
export async function scansAlreadyStored(container: MedusaContainer, awb: string, scans: { key: string }[]): Promise<boolean> {
  if (!scans.length) return false
  const store = container.resolve<CourierScanModuleService>(COURIER_SCAN_MODULE)
  const keys = [...new Set(scans.map((s) => s.key))]
  const [, known] = await store.listAndCountCourierShipments({ awb }, { take: 1, select: ["id"] })
  if (!known) return false
  const [, stored] = await store.listAndCountCourierScans({ key: keys, awb }, { take: keys.length, select: ["id"] })
  return stored === keys.length
}
