import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { COURIER_SCAN_MODULE } from "../../modules/courier-scan"
import type CourierScanModuleService from "../../modules/courier-scan/service"

type Resolver = Pick<MedusaContainer, "resolve">

const FINAL = new Set(["delivered", "rto_delivered"])

type FulfillmentRow = { id: string; created_at?: string | Date; data?: Record<string, unknown> | null }

/**
 * The courier's shipments to ask about: booked with the provider, not
 * cancelled, not delivered or back with us, and no scan heard for
 * `quietHours` (or, never scanned, booked that long ago). Shiprocket
 * documents no webhook retries: a lost webhook is found here.
 */
export async function quietShipments(
  container: Resolver,
  input: { providerId: string; quietHours: number; now: Date; limit: number }
): Promise<string[]> {
  const cutoff = new Date(input.now.getTime() - input.quietHours * 60 * 60 * 1000)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "fulfillment",
    fields: ["id", "created_at", "data"],
    filters: { provider_id: input.providerId, canceled_at: null, delivered_at: null, created_at: { $lt: cutoff } } as Record<
      string,
      unknown
    >,
  })
  const booked = (data as FulfillmentRow[])
    .map((f) => ({ id: f.id, awb: typeof f.data?.awb === "string" ? f.data.awb : null }))
    .filter((f): f is { id: string; awb: string } => !!f.awb)
  if (!booked.length) return []
  const store = container.resolve<CourierScanModuleService>(COURIER_SCAN_MODULE)
  const rows = await store.listCourierShipments({ awb: booked.map((b) => b.awb) }, { select: ["awb", "step", "last_heard_at"] })
  const byAwb = new Map(rows.map((r) => [r.awb, r]))
  return booked
    .filter((b) => {
      const row = byAwb.get(b.awb)
      if (!row) return true
      if (FINAL.has(row.step)) return false
      return !row.last_heard_at || new Date(row.last_heard_at) < cutoff
    })
    .map((b) => b.awb)
    .slice(0, input.limit)
}
