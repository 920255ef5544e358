import { gstinCheckCharacter, gstinError, GSTIN_MESSAGES, gstinStateCode, normaliseGstin } from "../gstin"

describe("GSTIN", () => {
  it("accepts real-shaped numbers with a matching check character", () => {
    // GSTN's own sample (Maharashtra), and numbers of the same shape for Karnataka, Delhi and Gujarat.
    for (const gstin of ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "07AAACR5055K1Z9", "24AAACC1206D1ZM"]) expect(gstinError(gstin)).toBeNull()
    expect(gstinError(" 27aapfu0939f1zv ")).toBeNull() // spaces and case do not matter
    expect(normaliseGstin("27 aapfu0939f1zv")).toBe("27AAPFU0939F1ZV")
    expect(gstinStateCode("29AAGCB7383J1Z4")).toBe("29")
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V")
  })

  it("refuses a wrong length, shape, state code or check character, saying which", () => {
    expect(gstinError("27AAPFU0939F1Z")).toBe(GSTIN_MESSAGES.length)
    expect(gstinError("27AAPF10939F1ZV")).toBe(GSTIN_MESSAGES.shape) // PAN: 5 letters first
    expect(gstinError("27AAPFU0939F0ZV")).toBe(GSTIN_MESSAGES.shape) // entity number 0
    expect(gstinError("27AAPFU0939F1YV")).toBe(GSTIN_MESSAGES.shape) // 14th must be Z
    expect(gstinError("40AAPFU0939F1ZV")).toBe(GSTIN_MESSAGES.state) // no state 40
    expect(gstinError("27AAPFU0939F1ZW")).toBe(GSTIN_MESSAGES.check) // one character off
    expect(gstinError("27AAPFU0939F1ZV".replace("0939", "0993"))).toBe(GSTIN_MESSAGES.check) // transposed digits
  })
})
