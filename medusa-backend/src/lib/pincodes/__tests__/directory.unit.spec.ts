import { gstStateName, GST_STATES } from "../../tax/gst-states"
import { lookUpPin, pinDirectory } from "../directory"

describe("the PIN directory", () => {
  it("resolves every listed PIN to a state/UT with a GST state code, covering all 36", () => {
    const directory = pinDirectory()
    expect(directory.size).toBeGreaterThan(19_000)
    const codes = new Set<string>()
    for (const record of directory.values()) {
      expect(gstStateName(record.stateCode)).toBe(record.state)
      codes.add(record.stateCode)
    }
    expect([...codes].sort()).toEqual(GST_STATES.map((s) => s.code).sort())
  })

  it("knows a few PINs, Ladakh apart from Jammu and Kashmir, and nothing that is not a PIN", () => {
    expect(lookUpPin("226001")).toMatchObject({ district: "Lucknow", state: "Uttar Pradesh", stateCode: "09" })
    expect(lookUpPin("560001")).toMatchObject({ state: "Karnataka", stateCode: "29" })
    expect(lookUpPin("500001")).toMatchObject({ state: "Telangana", stateCode: "36" })
    expect(lookUpPin("194101")).toMatchObject({ district: "Leh", state: "Ladakh", stateCode: "38" })
    expect(lookUpPin("180001")).toMatchObject({ state: "Jammu and Kashmir", stateCode: "01" })
    expect(lookUpPin("999999")).toBeNull()
    expect(lookUpPin("012345")).toBeNull()
    expect(lookUpPin("22600")).toBeNull()
  })
})
