import { pinDirectory } from "../pincodes/directory"
import { gstStateCode } from "../tax/gst-states"
import type { DeliveryZoneInput } from "./zone-rules"

/**
 * GST codes of the remote zone: the North-East (Arunachal Pradesh, Assam,
 * Manipur, Meghalaya, Mizoram, Nagaland, Sikkim, Tripura), Jammu and Kashmir,
 * Ladakh, Andaman and Nicobar Islands and Lakshadweep.
 */
export const REMOTE_STATE_CODES = ["12", "18", "14", "17", "15", "13", "11", "16", "01", "38", "35", "31"]

/**
 * The shortest list of PIN prefixes whose listed PINs all lie in `codes`
 * (a prefix is used as soon as every directory PIN under it is in the set;
 * otherwise the next digit is looked at, down to single PINs at border
 * post offices).
 */
export function prefixesForStates(codes: string[]): string[] {
  const wanted = new Set(codes)
  const pins = [...pinDirectory().values()].map((r) => ({ pin: r.pin, inside: wanted.has(r.stateCode) }))
  const out: string[] = []
  const walk = (prefix: string, group: typeof pins) => {
    if (!group.some((p) => p.inside)) return
    if (group.every((p) => p.inside) || prefix.length === 6) {
      out.push(prefix)
      return
    }
    const next = new Map<string, typeof pins>()
    for (const p of group) {
      const key = p.pin.slice(0, prefix.length + 1)
      const sub = next.get(key)
      if (sub) sub.push(p)
      else next.set(key, [p])
    }
    for (const [key, sub] of [...next.entries()].sort()) walk(key, sub)
  }
  walk("", pins)
  return out
}

/**
 * The seeded zones: all India prepaid in 4-7 days with COD; the store's state
 * in 2-4 days; the remote zone in 7-10 days, prepaid only. The narrowest rule
 * wins, so the state and remote prefixes override "all India".
 */
export function defaultZones(storeState: string): DeliveryZoneInput[] {
  const storeCode = gstStateCode(storeState)
  const zones: DeliveryZoneInput[] = [
    { name: "All India", pins: ["1", "2", "3", "4", "5", "6", "7", "8", "9"], minDays: 4, maxDays: 7, prepaid: true, cod: true },
  ]
  if (storeCode) {
    zones.push({
      name: `${storeState} (store's state)`,
      pins: prefixesForStates([storeCode]),
      minDays: 2,
      maxDays: 4,
      prepaid: true,
      cod: true,
    })
  }
  zones.push({
    name: "North-East, J&K, Ladakh, islands",
    pins: prefixesForStates(REMOTE_STATE_CODES.filter((c) => c !== storeCode)),
    minDays: 7,
    maxDays: 10,
    prepaid: true,
    cod: false,
  })
  return zones
}

/**
 * The seeded zones' promise in one sentence (the Standard shipping option's description): the days
 * everywhere but the remote zone, then the remote zone's. "Delivered in 2–7 working days; 7–10 for …".
 */
export function defaultDeliveryPromise(storeState: string): string {
  const zones = defaultZones(storeState)
  const remote = zones[zones.length - 1]
  const usual = zones.slice(0, -1)
  const min = Math.min(...usual.map((z) => z.minDays))
  const max = Math.max(...usual.map((z) => z.maxDays))
  return `Delivered in ${min}–${max} working days; ${remote.minDays}–${remote.maxDays} for the North-East, J&K, Ladakh and the islands.`
}
