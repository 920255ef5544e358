import { pinDirectory } from "../../pincodes/directory"
import { defaultZones, REMOTE_STATE_CODES } from "../default-zones"
import { parsePinRule, splitPinRules } from "../pin-rules"
import { parseZonesCsv, zonesToCsv } from "../zones-csv"
import { zoneForPin, type DeliveryZone } from "../zones"
import { zoneRanges } from "../zone-rules"

const asZones = (inputs: ReturnType<typeof defaultZones>): DeliveryZone[] =>
  inputs.map((z, i) => ({ ...z, id: `z${i}`, ranges: zoneRanges(z.pins) }))

describe("PIN rules", () => {
  it("reads prefixes and ranges as numeric ranges and names what is wrong", () => {
    expect(parsePinRule("79")).toEqual({ from: 790000, to: 799999 })
    expect(parsePinRule("226001")).toEqual({ from: 226001, to: 226001 })
    expect(parsePinRule("110001-110096")).toEqual({ from: 110001, to: 110096 })
    expect(parsePinRule("110096-110001")).toHaveProperty("error")
    expect(parsePinRule("0123")).toHaveProperty("error")
    expect(parsePinRule("1234567")).toHaveProperty("error")
    expect(splitPinRules("110 , 1220-1222; 201301 - 201310")).toEqual(["110", "1220-1222", "201301-201310"])
  })

  it("lets the narrowest covering rule decide", () => {
    const zones = asZones([
      { name: "All", pins: ["1", "2"], minDays: 4, maxDays: 7, prepaid: true, cod: true },
      { name: "Delhi", pins: ["110"], minDays: 1, maxDays: 2, prepaid: true, cod: true },
      { name: "One PIN", pins: ["110001-110001"], minDays: 0, maxDays: 1, prepaid: true, cod: false },
    ])
    expect(zoneForPin(zones, "110001")?.name).toBe("One PIN")
    expect(zoneForPin(zones, "110002")?.name).toBe("Delhi")
    expect(zoneForPin(zones, "226001")?.name).toBe("All")
    expect(zoneForPin(zones, "560001")).toBeNull()
  })
})

describe("the seeded zones", () => {
  const zones = asZones(defaultZones("Uttar Pradesh"))

  it("cover every PIN of the directory, the store's state in 2-4 days and the remote states without COD", () => {
    const remote = new Set(REMOTE_STATE_CODES)
    let checked = 0
    for (const record of pinDirectory().values()) {
      const zone = zoneForPin(zones, record.pin)
      expect(zone).not.toBeNull()
      if (record.stateCode === "09") expect([zone!.name, zone!.minDays, zone!.maxDays]).toEqual([zone!.name, 2, 4])
      else if (remote.has(record.stateCode)) expect([record.pin, zone!.cod, zone!.maxDays]).toEqual([record.pin, false, 10])
      else expect([record.pin, zone!.name]).toEqual([record.pin, "All India"])
      checked++
    }
    expect(checked).toBeGreaterThan(19_000)
  })
})

describe("the zones CSV", () => {
  it("round-trips the seeded zones", () => {
    const seeded = defaultZones("Uttar Pradesh")
    const parsed = parseZonesCsv(zonesToCsv(seeded))
    expect(parsed).toEqual({ ok: true, zones: seeded })
  })

  it("names every bad row and column", () => {
    const result = parseZonesCsv("name,pins,min_days,max_days,prepaid,cod\nA,11,1,2,yes,yes\n,xx,3,1,yes,perhaps\nA,12,1,2,no,no\n")
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors.map((e) => e.path)).toEqual(["rows[3].cod", "rows[3].name", "rows[3].pins", "rows[3].maxDays", "rows[4].name"])
    expect(result.errors[4].msg).toBe('Row 4: the zone "A" is already on row 2')
  })

  it("refuses a file without the columns, and neutralises formulas on the way out", () => {
    expect(parseZonesCsv("zone,days\nA,1\n")).toMatchObject({
      ok: false,
      message: "Missing column(s): name, pins, min_days, max_days, prepaid, cod",
    })
    expect(zonesToCsv([{ name: "=HYPERLINK(1)", pins: ["1"], minDays: 1, maxDays: 2, prepaid: true, cod: true }])).toContain(
      "'=HYPERLINK(1)"
    )
  })
})
