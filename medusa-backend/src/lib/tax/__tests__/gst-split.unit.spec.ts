import { gstStateCode, isIntraState } from "../gst-states"
import { splitInclusive, sumSplits } from "../gst-split"

describe("splitInclusive", () => {
  it("takes CGST 9% + SGST 9% out of a ₹1,180 perfume shipped within the store's state", () => {
    expect(splitInclusive(1180, 18, true)).toEqual({ gross: 1180, rate: 18, taxable: 1000, cgst: 90, sgst: 90, igst: 0, tax: 180 })
  })

  it("takes IGST 18% out of the same perfume shipped to another state", () => {
    expect(splitInclusive(1180, 18, false)).toEqual({ gross: 1180, rate: 18, taxable: 1000, cgst: 0, sgst: 0, igst: 180, tax: 180 })
  })

  it("splits a mixed cart (perfume with FESTIVE20, incense at 5%, shipping at 18%) to the paisa, summing to what was paid", () => {
    // P1 ₹299 - 20% = ₹239.20 at 18%; incense ₹99 at 5% (not discounted); shipping ₹99 at 18%: the ₹437.20 order.
    const perfume = splitInclusive(239.2, 18, true)
    const incense = splitInclusive(99, 5, true)
    const shipping = splitInclusive(99, 18, true)
    expect(perfume).toMatchObject({ taxable: 202.72, cgst: 18.24, sgst: 18.24 })
    expect(incense).toMatchObject({ taxable: 94.28, cgst: 2.36, sgst: 2.36 })
    expect(shipping).toMatchObject({ taxable: 83.9, cgst: 7.55, sgst: 7.55 })
    expect(sumSplits([perfume, incense, shipping])).toEqual({
      gross: 437.2,
      taxable: 380.9,
      cgst: 28.15,
      sgst: 28.15,
      igst: 0,
      tax: 56.3,
    })
    const inter = [splitInclusive(239.2, 18, false), splitInclusive(99, 5, false), splitInclusive(99, 18, false)]
    expect(inter.map((s) => s.igst)).toEqual([36.49, 4.71, 15.1])
    expect(sumSplits(inter)).toMatchObject({ gross: 437.2, taxable: 380.9, igst: 56.3, cgst: 0 })
  })

  it("keeps taxable + tax equal to the amount for awkward amounts, and CGST equal to SGST", () => {
    for (const gross of [0.01, 0.99, 1, 59.8, 119.6, 299, 437.2, 999.99, 100000]) {
      for (const rate of [5, 18]) {
        const intra = splitInclusive(gross, rate, true)
        expect(Math.round((intra.taxable + intra.cgst + intra.sgst) * 100)).toBe(Math.round(gross * 100))
        expect(intra.cgst).toBe(intra.sgst)
        const inter = splitInclusive(gross, rate, false)
        expect(Math.round((inter.taxable + inter.igst) * 100)).toBe(Math.round(gross * 100))
      }
    }
  })

  it("refuses a negative rate or a non-number", () => {
    expect(() => splitInclusive(Number.NaN, 18, true)).toThrow()
    expect(() => splitInclusive(100, -1, true)).toThrow()
  })
})

describe("GST state codes", () => {
  it("knows the codes of states, including spellings with '&'", () => {
    expect(gstStateCode("Uttar Pradesh")).toBe("09")
    expect(gstStateCode(" maharashtra ")).toBe("27")
    expect(gstStateCode("Jammu & Kashmir")).toBe("01")
    expect(gstStateCode("Atlantis")).toBeNull()
  })

  it("is intra-state only when both states are known and the same", () => {
    expect(isIntraState("Uttar Pradesh", "uttar pradesh")).toBe(true)
    expect(isIntraState("Uttar Pradesh", "Maharashtra")).toBe(false)
    expect(isIntraState("Uttar Pradesh", "")).toBe(false)
  })
})
