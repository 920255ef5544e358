import type { FieldError as ZoneFieldError } from "@sugandh/contract"
import { parsePinRule, type PinRange } from "./pin-rules"

/** A delivery zone as the operator writes it (admin page, CSV row, seed). */
export type DeliveryZoneInput = {
  name: string
  pins: string[]
  minDays: number
  maxDays: number
  prepaid: boolean
  cod: boolean
}

export type { ZoneFieldError }

/** Longest sensible promise; a typo such as 70 instead of 7 is refused. */
export const MAX_DELIVERY_DAYS = 60

/** The problems of one zone, each with the field it belongs to; empty when the zone is valid. */
export function zoneErrors(zone: DeliveryZoneInput, prefix = ""): ZoneFieldError[] {
  const errors: ZoneFieldError[] = []
  if (!zone.name.trim()) errors.push({ msg: "Name is required", path: `${prefix}name` })
  else if (zone.name.trim().length > 100) errors.push({ msg: "Name must be at most 100 characters", path: `${prefix}name` })
  if (!zone.pins.length) errors.push({ msg: "List at least one PIN prefix or range", path: `${prefix}pins` })
  for (const rule of zone.pins) {
    const parsed = parsePinRule(rule)
    if ("error" in parsed) errors.push({ msg: parsed.error, path: `${prefix}pins` })
  }
  for (const key of ["minDays", "maxDays"] as const) {
    const v = zone[key]
    if (!Number.isInteger(v) || v < 0 || v > MAX_DELIVERY_DAYS) {
      errors.push({
        msg: `${key === "minDays" ? "Minimum" : "Maximum"} days must be a whole number from 0 to ${MAX_DELIVERY_DAYS}`,
        path: `${prefix}${key}`,
      })
    }
  }
  if (Number.isInteger(zone.minDays) && Number.isInteger(zone.maxDays) && zone.minDays > zone.maxDays) {
    errors.push({ msg: "Maximum days must not be less than minimum days", path: `${prefix}maxDays` })
  }
  return errors
}

/** The zone's rules as ranges (only call on a zone without errors). */
export function zoneRanges(pins: string[]): PinRange[] {
  return pins.map(parsePinRule).filter((r): r is PinRange => !("error" in r))
}
