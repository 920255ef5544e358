import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { forgetZones, zoneService } from "../../../lib/serviceability/zones"
import type { DeliveryZoneInput } from "../../../lib/serviceability/zone-rules"

type Row = { id: string; name: string; pins: unknown; min_days: number; max_days: number; prepaid: boolean; cod: boolean }

export type SaveDeliveryZonesInput = {
  /** Zones to write; an `id` updates that zone, otherwise the zone of the same name is updated or a new one created. */
  zones: (DeliveryZoneInput & { id?: string })[]
  /** Ids of zones to delete. */
  deleteIds?: string[]
}

const toRow = (z: DeliveryZoneInput) => ({
  name: z.name.trim(),
  pins: z.pins,
  min_days: z.minDays,
  max_days: z.maxDays,
  prepaid: z.prepaid,
  cod: z.cod,
})

/**
 * Writes the operator's zones (already validated). Compensation puts every
 * touched zone back as it was: updated ones restored, new ones deleted,
 * deleted ones restored.
 */
export const saveDeliveryZonesStep = createStep(
  "save-delivery-zones",
  async (input: SaveDeliveryZonesInput, { container }) => {
    const service = zoneService(container)
    const existing = (await service.listDeliveryZones({})) as Row[]
    const byId = new Map(existing.map((z) => [z.id, z]))
    const byName = new Map(existing.map((z) => [z.name.toLowerCase(), z]))
    const before: Row[] = []
    const created: string[] = []
    const saved: Row[] = []
    for (const zone of input.zones) {
      const current = zone.id ? byId.get(zone.id) : byName.get(zone.name.trim().toLowerCase())
      if (current) {
        before.push(current)
        saved.push((await service.updateDeliveryZones({ id: current.id, ...toRow(zone) })) as Row)
      } else {
        const row = (await service.createDeliveryZones(toRow(zone))) as Row
        created.push(row.id)
        saved.push(row)
      }
    }
    const deleteIds = input.deleteIds ?? []
    if (deleteIds.length) await service.softDeleteDeliveryZones(deleteIds)
    forgetZones()
    return new StepResponse(saved, { before, created, deleted: deleteIds })
  },
  async (undo, { container }) => {
    if (!undo) return
    const service = zoneService(container)
    if (undo.deleted.length) await service.restoreDeliveryZones(undo.deleted)
    if (undo.created.length) await service.deleteDeliveryZones(undo.created)
    for (const row of undo.before) {
      await service.updateDeliveryZones({
        id: row.id,
        name: row.name,
        pins: row.pins as string[],
        min_days: row.min_days,
        max_days: row.max_days,
        prepaid: row.prepaid,
        cod: row.cod,
      })
    }
    forgetZones()
  }
)
