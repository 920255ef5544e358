import { GIFT_WRAP } from "../../orders/gift-wrap"
import { GST_CATEGORIES } from "../gst-rates"
import { compactHsn, hsnEntry, hsnSummaryCode, invoiceHsn, isServiceCode } from "../hsn"

describe("HSN codes and rates (Notification 9/2025-CT(Rate), in force from 22 Sep 2025)", () => {
  it("gives every GST category a six-digit HSN without spaces whose notified rate is the category's rate", () => {
    for (const category of GST_CATEGORIES) {
      expect(category.hsn).toMatch(/^\d{6}$/)
      const entry = hsnEntry(category.hsn)
      expect(entry).toMatchObject({ code: category.hsn, kind: "goods", rate: category.rate })
    }
    expect(hsnEntry("330741")?.rate).toBe(5) // agarbatti: Schedule I
    expect(hsnEntry("330300")?.rate).toBe(18) // perfumes: Schedule II
  })

  it("prints older codes at six digits and knows goods from services", () => {
    expect(invoiceHsn("3303")).toBe("330300")
    expect(invoiceHsn("3307 41")).toBe("330741")
    expect(invoiceHsn("9985")).toBe("998540")
    expect(invoiceHsn(GIFT_WRAP.sac)).toBe("998540")
    expect(compactHsn("3307 49")).toBe("330749")
    expect(isServiceCode("996812")).toBe(true)
    expect(isServiceCode("330300")).toBe(false)
    expect(hsnSummaryCode("330741", "x")).toEqual({
      code: "330741",
      description: "Agarbatti and other odoriferous preparations which operate by burning",
      uqc: "NOS-NUMBERS",
    })
    expect(hsnSummaryCode("996812", "x").uqc).toBe("NA")
  })
})
