import { parse } from "csv-parse/sync"
import { neutraliseCell, writeCsv } from "../write-csv"

describe("writeCsv", () => {
  it("prefixes every text cell a spreadsheet would run as a formula, and reads back with the same parser", () => {
    const dangerous = ['=HYPERLINK("http://x.example","click")', "+91 98765", "-2+3", "@SUM(A1)", "\tTab", "\rCR"]
    const csv = writeCsv([["name", "amount"], ...dangerous.map((d) => [d, -83.9])])
    const rows = parse(csv, { relax_column_count: false }) as string[][]
    expect(rows.slice(1).map((r) => r[0])).toEqual(dangerous.map((d) => `'${d}`))
    expect(rows.slice(1).every((r) => r[1] === "-83.9")).toBe(true)
  })

  it("leaves plain text, plain numbers and empty cells alone, and quotes commas, quotes and newlines", () => {
    expect(neutraliseCell("-83.90")).toBe("-83.90")
    expect(neutraliseCell("18")).toBe("18")
    expect(neutraliseCell("Asha")).toBe("Asha")
    expect(neutraliseCell("a=b")).toBe("a=b")
    const rows = parse(writeCsv([['Asha, "the buyer"', "line\nbreak", null, undefined, 0]])) as string[][]
    expect(rows).toEqual([['Asha, "the buyer"', "line\nbreak", "", "", "0"]])
  })
})
