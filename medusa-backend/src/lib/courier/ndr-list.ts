import type { MedusaContainer } from "@medusajs/framework/types"
import type { AdminNdrAnswer } from "@sugandh/contract"
import { COURIER_SCAN_MODULE } from "../../modules/courier-scan"
import type CourierScanModuleService from "../../modules/courier-scan/service"
import { formatOrderNumber } from "../orders/order-number"
import { readOrders } from "../orders/read-orders"

/**
 * The shipments waiting on a failed delivery attempt (their step is "ndr"; a re-attempt that goes
 * out again or a return moves them on), oldest attempt first: where COD orders are lost.
 */
export async function listNdr(container: MedusaContainer, now: Date = new Date()): Promise<AdminNdrAnswer> {
  const store = container.resolve<CourierScanModuleService>(COURIER_SCAN_MODULE)
  const [rows, count] = await store.listAndCountCourierShipments({ step: "ndr" }, { order: { ndr_at: "ASC" }, take: 500 })
  const orders = rows.length
    ? await readOrders<{ id: string; display_id: number }>(container, {
        fields: ["id", "display_id"],
        filters: { id: rows.map((r) => r.order_id) },
      })
    : []
  const numbers = new Map(orders.map((o) => [o.id, formatOrderNumber(o.display_id)]))
  const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null)
  return {
    ndr: rows.map((r) => ({
      orderId: r.order_id,
      orderNumber: numbers.get(r.order_id) ?? "",
      awb: r.awb,
      attempts: r.ndr_attempts,
      reason: r.ndr_reason,
      lastScanAt: iso(r.last_scan_at),
      ageHours: r.ndr_at ? Math.max(0, Math.floor((now.getTime() - new Date(r.ndr_at).getTime()) / 3_600_000)) : null,
    })),
    count,
  }
}
