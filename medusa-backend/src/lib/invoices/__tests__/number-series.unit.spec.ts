import { amountInWords } from "../amount-in-words"
import { financialYear, formatDocumentNumber, seriesKey } from "../number-series"

describe("document number series", () => {
  it("numbers per Indian financial year (April-March, IST)", () => {
    expect(financialYear(new Date("2026-11-23T10:00:00Z"))).toBe("26-27")
    expect(financialYear(new Date("2027-03-31T18:00:00Z"))).toBe("26-27") // 23:30 IST on 31 March
    expect(financialYear(new Date("2027-03-31T18:30:00Z"))).toBe("27-28") // 00:00 IST on 1 April
    expect(financialYear(new Date("2099-06-01T00:00:00Z"))).toBe("99-00")
    expect(seriesKey("invoice", new Date("2026-11-23T10:00:00Z"))).toBe("SGH/26-27")
    expect(seriesKey("credit_note", new Date("2026-11-23T10:00:00Z"))).toBe("SGC/26-27")
  })

  it("formats numbers of at most 16 characters", () => {
    expect(formatDocumentNumber("SGH/26-27", 42)).toBe("SGH/26-27/00042")
    expect(formatDocumentNumber("SGH/26-27", 123456)).toBe("SGH/26-27/123456")
    expect(formatDocumentNumber("SGH/26-27", 123456).length).toBe(16)
    expect(() => formatDocumentNumber("SGH/26-27", 1234567)).toThrow(/16 characters/)
    expect(() => formatDocumentNumber("SGH/26-27", 0)).toThrow()
  })
})

describe("amountInWords", () => {
  it("writes rupees in Indian numbering", () => {
    expect(amountInWords(1180)).toBe("Rupees One Thousand One Hundred Eighty Only")
    expect(amountInWords(437.2)).toBe("Rupees Four Hundred Thirty Seven and Twenty Paise Only")
    expect(amountInWords(125000)).toBe("Rupees One Lakh Twenty Five Thousand Only")
    expect(amountInWords(12345678.05)).toBe(
      "Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight and Five Paise Only"
    )
    expect(amountInWords(0)).toBe("Rupees Zero Only")
  })
})
