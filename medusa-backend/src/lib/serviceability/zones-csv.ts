import { parse } from "csv-parse/sync"
import { writeCsv } from "../csv/write-csv"
import { splitPinRules } from "./pin-rules"
import { zoneErrors, type DeliveryZoneInput, type ZoneFieldError } from "./zone-rules"

/**
 * The zones' CSV, one zone per row (header required, any column order):
 *
 *   name,pins,min_days,max_days,prepaid,cod
 *   "Delhi NCR","110 1220-1222 201301-201310",1,2,yes,yes
 *
 * `pins` lists prefixes and ranges separated by spaces; prepaid and cod are
 * yes/no (also true/false, 1/0). Parsed with csv-parse (quoted fields, BOM).
 */
export const ZONE_CSV_COLUMNS = ["name", "pins", "min_days", "max_days", "prepaid", "cod"] as const
export const ZONE_CSV_MAX_ROWS = 1000

const YES = new Set(["yes", "y", "true", "1"])
const NO = new Set(["no", "n", "false", "0"])

function yesNo(value: string): boolean | null {
  const v = value.trim().toLowerCase()
  return YES.has(v) ? true : NO.has(v) ? false : null
}

function wholeNumber(value: string): number {
  const v = value.trim()
  return /^\d+$/.test(v) ? Number(v) : Number.NaN
}

export type ZoneCsvResult = { ok: true; zones: DeliveryZoneInput[] } | { ok: false; message: string; errors: ZoneFieldError[] }

/** Reads the CSV; every bad row is named ("Row 3: ...", path rows[3].<column>) and then nothing is imported. */
export function parseZonesCsv(text: string): ZoneCsvResult {
  let records: Record<string, string>[]
  try {
    records = parse(text, { columns: (h: string[]) => h.map((c) => c.trim().toLowerCase()), bom: true, skip_empty_lines: true, trim: true })
  } catch (e) {
    const message = `The file is not valid CSV: ${(e as Error).message}`
    return { ok: false, message, errors: [{ msg: message, path: "csv" }] }
  }
  const header = records.length ? Object.keys(records[0]) : []
  const missing = ZONE_CSV_COLUMNS.filter((c) => !header.includes(c))
  if (!records.length || missing.length) {
    const message = records.length
      ? `Missing column(s): ${missing.join(", ")}`
      : `The file has no zones: expected a header (${ZONE_CSV_COLUMNS.join(",")}) and one row per zone`
    return { ok: false, message, errors: [{ msg: message, path: "csv" }] }
  }
  if (records.length > ZONE_CSV_MAX_ROWS) {
    const message = `At most ${ZONE_CSV_MAX_ROWS} zones per file`
    return { ok: false, message, errors: [{ msg: message, path: "csv" }] }
  }

  const errors: ZoneFieldError[] = []
  const zones: DeliveryZoneInput[] = []
  const seen = new Map<string, number>()
  records.forEach((r, i) => {
    const row = i + 2 // the header is row 1, as a spreadsheet numbers them
    const at = `rows[${row}].`
    const rowErrors: ZoneFieldError[] = []
    const prepaid = yesNo(r.prepaid ?? "")
    const cod = yesNo(r.cod ?? "")
    if (prepaid === null) rowErrors.push({ msg: "prepaid must be yes or no", path: `${at}prepaid` })
    if (cod === null) rowErrors.push({ msg: "cod must be yes or no", path: `${at}cod` })
    const zone: DeliveryZoneInput = {
      name: (r.name ?? "").trim(),
      pins: splitPinRules(r.pins ?? ""),
      minDays: wholeNumber(r.min_days ?? ""),
      maxDays: wholeNumber(r.max_days ?? ""),
      prepaid: !!prepaid,
      cod: !!cod,
    }
    rowErrors.push(...zoneErrors(zone, at))
    const key = zone.name.toLowerCase()
    if (key && seen.has(key)) rowErrors.push({ msg: `the zone "${zone.name}" is already on row ${seen.get(key)}`, path: `${at}name` })
    if (key) seen.set(key, row)
    errors.push(...rowErrors.map((e) => ({ msg: `Row ${row}: ${e.msg}`, path: e.path })))
    zones.push(zone)
  })
  if (errors.length) {
    // The message names every bad row too: Medusa's admin error shape keeps only the message.
    const listed = errors.slice(0, 20).map((e) => e.msg)
    const more = errors.length > listed.length ? `; and ${errors.length - listed.length} more` : ""
    return { ok: false, message: `Nothing imported. ${listed.join("; ")}${more}`, errors }
  }
  return { ok: true, zones }
}

/** The zones as the same CSV (the admin page's export; writeCsv quotes and neutralises formulas). */
export function zonesToCsv(zones: DeliveryZoneInput[]): string {
  const rows = zones.map((z) => [z.name, z.pins.join(" "), z.minDays, z.maxDays, z.prepaid ? "yes" : "no", z.cod ? "yes" : "no"])
  return writeCsv([[...ZONE_CSV_COLUMNS], ...rows])
}
