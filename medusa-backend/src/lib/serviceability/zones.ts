import type { MedusaContainer } from "@medusajs/framework/types"
import { SERVICEABILITY_MODULE } from "../../modules/serviceability"
import type ServiceabilityModuleService from "../../modules/serviceability/service"
import type { PinRange } from "./pin-rules"
import { zoneRanges, type DeliveryZoneInput } from "./zone-rules"

/** A stored zone, with its rules as ranges for matching. */
export type DeliveryZone = DeliveryZoneInput & { id: string; ranges: PinRange[] }

type ZoneRow = { id: string; name: string; pins: unknown; min_days: number; max_days: number; prepaid: boolean; cod: boolean }

export function toDeliveryZone(row: ZoneRow): DeliveryZone {
  const pins = Array.isArray(row.pins) ? row.pins.map(String) : []
  return {
    id: row.id,
    name: row.name,
    pins,
    minDays: row.min_days,
    maxDays: row.max_days,
    prepaid: row.prepaid,
    cod: row.cod,
    ranges: zoneRanges(pins),
  }
}

/**
 * The zones are a few dozen rows read on every PIN look-up, so each process
 * keeps them for ZONES_TTL_MS; an edit in this process forgets them at once,
 * another server process sees it within the TTL.
 */
const ZONES_TTL_MS = 30_000
let cache: { zones: DeliveryZone[]; at: number } | undefined

export function forgetZones(): void {
  cache = undefined
}

export function zoneService(container: MedusaContainer): ServiceabilityModuleService {
  return container.resolve<ServiceabilityModuleService>(SERVICEABILITY_MODULE)
}

export async function listZones(container: MedusaContainer): Promise<DeliveryZone[]> {
  if (cache && Date.now() - cache.at < ZONES_TTL_MS) return cache.zones
  const rows = (await zoneService(container).listDeliveryZones({}, { order: { name: "ASC" } })) as ZoneRow[]
  cache = { zones: rows.map(toDeliveryZone), at: Date.now() }
  return cache.zones
}

/**
 * The zone that decides a PIN: of the zones whose rules cover it, the one with
 * the narrowest covering rule (a 6-digit range beats a 3-digit prefix, which
 * beats "all India"); ties go to the first by name.
 */
export function zoneForPin(zones: DeliveryZone[], pin: string): DeliveryZone | null {
  const n = Number(pin)
  let best: { zone: DeliveryZone; width: number } | null = null
  for (const zone of zones) {
    for (const r of zone.ranges) {
      if (n < r.from || n > r.to) continue
      const width = r.to - r.from
      if (!best || width < best.width) best = { zone, width }
    }
  }
  return best?.zone ?? null
}
