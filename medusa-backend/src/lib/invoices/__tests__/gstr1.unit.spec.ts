import { parse } from "csv-parse/sync"
import { gstReportRows } from "../gst-report"
import { strFromU8, unzipSync } from "fflate"
import {
  GSTR1_FILE_NAMES,
  GSTR1_HEADERS,
  GSTR1_TABLES,
  RECEIVER_NAME_PATTERN,
  gstr1Csv,
  gstr1Zip,
  portalDate,
  portalReceiverName,
  type Gstr1Table,
} from "../gstr1"
import { buildTaxDocument, type InvoiceOrderFacts, type TaxDocumentContent } from "../tax-document"

/**
 * A fixed month (November 2026) of a store in Uttar Pradesh: an intra-state
 * consumer invoice, an inter-state one with shipping, a COD order, a B2B
 * invoice and its partial credit note, a cancelled consumer order, and an
 * inter-state consumer invoice above ₹1,00,000 with its credit note.
 */
const supplier = { legalName: "Sugandh Fragrances Private Limited", gstin: "09AAACS1234F1ZQ", address: "Kannauj", state: "Uttar Pradesh" }
type Line = InvoiceOrderFacts["lines"][number]
const buyer = (state: string, stateCode: string, extra: Partial<InvoiceOrderFacts["buyer"]> = {}) => ({
  name: "Asha Verma",
  street: "12 MG Road",
  city: "X",
  state,
  zipCode: "411001",
  phone: "9876543210",
  stateCode,
  ...extra,
})
const perfume = (quantity = 1): Line => ({ description: "Velvet Oud", hsn: "330300", quantity, gross: 1180 * quantity, rate: 18 })
const incense = (quantity = 1): Line => ({ description: "Agarbatti", hsn: "330741", quantity, gross: 105 * quantity, rate: 5 })
const codFee: Line = { description: "Cash on delivery fee", hsn: "996812", quantity: 1, gross: 42, rate: 5 }

function doc(
  kind: "invoice" | "credit_note",
  number: string,
  day: string,
  b: InvoiceOrderFacts["buyer"],
  lines: Line[],
  shipping = 0,
  against: TaxDocumentContent["against"] = null
): TaxDocumentContent {
  const facts: InvoiceOrderFacts = {
    orderId: number,
    orderNumber: `ORD-${number.slice(-2)}`,
    orderTotal: 0,
    buyer: b,
    lines,
    shipping: { gross: shipping, rate: lines[0].rate },
  }
  return buildTaxDocument({ kind, number, issuedAt: new Date(`2026-11-${day}T10:00:00+05:30`), facts, supplier, against })
}

const UP = buyer("Uttar Pradesh", "09")
const MH = buyer("Maharashtra", "27")
const B2B = buyer("Karnataka", "29", { gstin: "29AAGCB7383J1Z4", businessName: "Bengaluru Fragrance Traders LLP" })

const docs: TaxDocumentContent[] = [
  doc("invoice", "SGH/26-27/00101", "02", UP, [perfume(2)]),
  doc("invoice", "SGH/26-27/00102", "03", MH, [perfume(), incense(2)], 99),
  doc("invoice", "SGH/26-27/00103", "04", MH, [incense(), codFee], 99),
  doc("invoice", "SGH/26-27/00104", "05", B2B, [perfume(3), incense()]),
  doc("invoice", "SGH/26-27/00105", "06", UP, [incense(4)], 99),
  doc("invoice", "SGH/26-27/00106", "07", MH, [perfume(90)]), // ₹1,06,200 inter-state: b2cl
  doc("credit_note", "SGC/26-27/00011", "08", B2B, [perfume()], 0, { number: "SGH/26-27/00104", date: "2026-11-05", value: 3645 }),
  doc("credit_note", "SGC/26-27/00012", "09", UP, [incense(4)], 99, { number: "SGH/26-27/00105", date: "2026-11-06", value: 519 }),
  doc("credit_note", "SGC/26-27/00013", "10", MH, [perfume(2)], 0, { number: "SGH/26-27/00106", date: "2026-11-07", value: 106200 }),
]

const read = (table: Gstr1Table, list = docs) => parse(gstr1Csv(table, list)) as string[][]
const body = (table: Gstr1Table) => read(table).slice(1)
const paise = (v: string) => Math.round(Number(v) * 100)
const sum = (rows: string[][], col: number) => rows.reduce((s, r) => s + paise(r[col]), 0)
const summary = gstReportRows(docs).totals

describe("GSTR-1 tables in the offline tool's shapes", () => {
  it("writes each table with the tool's exact headers, and only the headers for a month without documents", () => {
    // The offline tool's b2cs template: Rate before Applicable % of Tax Rate.
    expect(read("b2cs", [])).toEqual([
      ["Type", "Place Of Supply", "Rate", "Applicable % of Tax Rate", "Taxable Value", "Cess Amount", "E-Commerce GSTIN"],
    ])
    expect(read("b2b", [])[0]).toEqual([
      "GSTIN/UIN of Recipient",
      "Receiver Name",
      "Invoice Number",
      "Invoice date",
      "Invoice Value",
      "Place Of Supply",
      "Reverse Charge",
      "Applicable % of Tax Rate",
      "Invoice Type",
      "E-Commerce GSTIN",
      "Rate",
      "Taxable Value",
      "Cess Amount",
    ])
    // The hsn(b2b) / hsn(b2c) templates: Rate is the last column.
    for (const hsn of ["hsn_b2b", "hsn_b2c"] as const)
      expect(read(hsn, [])[0]).toEqual([
        "HSN",
        "Description",
        "UQC",
        "Total Quantity",
        "Total Value",
        "Taxable Value",
        "Integrated Tax Amount",
        "Central Tax Amount",
        "State/UT Tax Amount",
        "Cess Amount",
        "Rate",
      ])
    expect(read("docs", [])).toEqual([["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"]])
    for (const table of GSTR1_TABLES) expect(read(table, [])).toEqual([[...GSTR1_HEADERS[table]]])
  })

  it("b2cs: consumers' invoices net of their credit notes, per place of supply and rate; the b2cl invoice stays out", () => {
    expect(body("b2cs")).toEqual([
      // UP: 2 perfumes; the incense order and its shipping were credited in full, so no 5% row is left.
      ["OE", "09-Uttar Pradesh", "18", "", "2000.00", "", ""],
      // 3 incense at 100.00, the COD fee 40.00 and the incense-only order's shipping 94.29, all at 5%.
      ["OE", "27-Maharashtra", "5", "", "434.29", "", ""],
      ["OE", "27-Maharashtra", "18", "", "1083.90", "", ""], // the perfume and its order's shipping
    ])
  })

  it("b2b: one row per invoice and rate with the recipient's GSTIN and name, dates as dd-Mmm-yyyy", () => {
    expect(body("b2b")).toEqual([
      [
        "29AAGCB7383J1Z4",
        "Bengaluru Fragrance Traders LLP",
        "SGH/26-27/00104",
        "05-Nov-2026",
        "3645.00",
        "29-Karnataka",
        "N",
        "",
        "Regular B2B",
        "",
        "5",
        "100.00",
        "",
      ],
      [
        "29AAGCB7383J1Z4",
        "Bengaluru Fragrance Traders LLP",
        "SGH/26-27/00104",
        "05-Nov-2026",
        "3645.00",
        "29-Karnataka",
        "N",
        "",
        "Regular B2B",
        "",
        "18",
        "3000.00",
        "",
      ],
    ])
    expect(body("b2cl")).toEqual([["SGH/26-27/00106", "07-Nov-2026", "106200.00", "27-Maharashtra", "", "18", "90000.00", "", ""]])
  })

  it("cdnr and cdnur: the registered buyer's credit note, and the consumer's against the b2cl invoice", () => {
    expect(body("cdnr")).toEqual([
      [
        "29AAGCB7383J1Z4",
        "Bengaluru Fragrance Traders LLP",
        "SGC/26-27/00011",
        "08-Nov-2026",
        "C",
        "29-Karnataka",
        "N",
        "Regular B2B",
        "1180.00",
        "",
        "18",
        "1000.00",
        "",
      ],
    ])
    expect(body("cdnur")).toEqual([["B2CL", "SGC/26-27/00013", "10-Nov-2026", "C", "27-Maharashtra", "2360.00", "", "18", "2000.00", ""]])
  })

  it("hsn: B2B and B2C apart, six-digit codes, NOS-NUMBERS for goods and NA for services, net of credit notes", () => {
    expect(body("hsn_b2b")).toEqual([
      ["330300", "Perfumes and toilet waters", "NOS-NUMBERS", "2", "2360.00", "2000.00", "360.00", "0.00", "0.00", "", "18"],
      [
        "330741",
        "Agarbatti and other odoriferous preparations which operate by burning",
        "NOS-NUMBERS",
        "1",
        "105.00",
        "100.00",
        "5.00",
        "0.00",
        "0.00",
        "",
        "5",
      ],
    ])
    const b2c = body("hsn_b2c")
    expect(b2c.map((r) => [r[0], r[2], r[3], r[10], r[5]])).toEqual([
      ["330300", "NOS-NUMBERS", "91", "18", "91000.00"], // 2 (UP) + 1 (MH) + 90 (b2cl) - 2 credited
      ["330741", "NOS-NUMBERS", "3", "5", "300.00"], // 2 + 1 (MH); the UP order's 4 were credited
      ["996812", "NA", "0", "5", "134.29"], // the incense-only order's shipping (94.29) and the COD fee (40.00), both at 5% ...
      ["996812", "NA", "0", "18", "83.90"], // ... the mixed order's shipping at 18%; the UP shipping was credited
    ])
  })

  it("docs: each series' first and last number, count and cancelled", () => {
    expect(body("docs")).toEqual([
      ["Invoices for outward supply", "SGH/26-27/00101", "SGH/26-27/00106", "6", "0"],
      ["Credit Note", "SGC/26-27/00011", "SGC/26-27/00013", "3", "0"],
    ])
    // A number of the range not issued in the month is counted as cancelled.
    const gap = docs.filter((d) => d.number !== "SGH/26-27/00103")
    expect(read("docs", gap)[1]).toEqual(["Invoices for outward supply", "SGH/26-27/00101", "SGH/26-27/00106", "6", "1"])
  })

  it("adds up to the month's summary: outward supplies less credit notes, and table 12 B2B + B2C", () => {
    const outward = sum(body("b2b"), 11) + sum(body("b2cl"), 6) + sum(body("b2cs"), 4)
    const credited = sum(body("cdnr"), 11) + sum(body("cdnur"), 8)
    expect(outward - credited).toBe(paise(summary.taxable.toFixed(2)))
    const hsn = [...body("hsn_b2b"), ...body("hsn_b2c")]
    expect(sum(hsn, 5)).toBe(paise(summary.taxable.toFixed(2)))
    expect(sum(hsn, 6)).toBe(paise(summary.igst.toFixed(2)))
    expect(sum(hsn, 7) + sum(hsn, 8)).toBe(paise((summary.cgst + summary.sgst).toFixed(2)))
    expect(sum(hsn, 4)).toBe(paise(summary.gross.toFixed(2)))
    const issued = body("docs").reduce((s, r) => s + Number(r[3]) - Number(r[4]), 0)
    expect(issued).toBe(docs.length)
  })

  it("formats dates as the tool does", () => {
    expect(portalDate("2026-01-09")).toBe("09-Jan-2026")
    expect(portalDate("2026-12-31")).toBe("31-Dec-2026")
  })
})

describe("GSTR-1 receiver names within the offline tool's character set", () => {
  const named = (businessName: string) => [doc("invoice", "SGH/26-27/00201", "11", { ...B2B, businessName }, [perfume()])]

  it("keeps a name already within the set as it is", () => {
    const name = "Sharma & Sons (Kannauj) Pvt. Ltd., Unit #2 - 50% @ Bay/3; A+B=C ~ok* $! 'q'?"
    expect(name).toMatch(RECEIVER_NAME_PATTERN)
    expect(portalReceiverName(name)).toBe(name)
  })

  it("maps or drops every other character, so the row is written and imported, never refused", () => {
    const cases: [string, string][] = [
      ["Café Ödün Naïve Traders", "Cafe Odun Naive Traders"],
      ["\u201cRoyal\u201d Attars \u2013 Lucknow: Chowk", "'Royal' Attars - Lucknow- Chowk"],
      ["Gupta [Wholesale] {North}", "Gupta (Wholesale) (North)"],
      ["सुगंध Traders <Pvt> | Ltd 🌸", "Traders Pvt Ltd"],
      ['=HYPERLINK("x") Agency', "HYPERLINK('x') Agency"],
      ["\tTabs\r\nand  spaces ", "Tabs and spaces"],
    ]
    for (const [raw, expected] of cases) {
      expect(portalReceiverName(raw)).toBe(expected)
      const [, row] = read("b2b", named(raw))
      expect(row[1]).toBe(expected)
      expect(row[1]).toMatch(RECEIVER_NAME_PATTERN)
    }
  })

  it("cuts a longer name to 99 characters", () => {
    const long = `${"Bengaluru Fragrance Traders ".repeat(5)}LLP`
    const [, row] = read("b2b", named(long))
    expect(row[1]).toHaveLength(99)
    expect(row[1]).toMatch(RECEIVER_NAME_PATTERN)
    expect(long.startsWith(row[1])).toBe(true)
  })

  it("applies to cdnr's receiver too", () => {
    const credit = doc("credit_note", "SGC/26-27/00021", "12", { ...B2B, businessName: "Müller & Co: Perfumes" }, [perfume()], 0, {
      number: "SGH/26-27/00201",
      date: "2026-11-11",
      value: 1180,
    })
    expect(read("cdnr", [credit])[1][1]).toBe("Muller & Co- Perfumes")
  })
})

describe("GSTR-1 files under the offline tool's section file names", () => {
  it("names each table as the tool imports it", () => {
    expect(GSTR1_FILE_NAMES).toEqual({
      b2b: "b2b,sez,de.csv",
      b2cl: "b2cl.csv",
      b2cs: "b2cs.csv",
      cdnr: "cdnr.csv",
      cdnur: "cdnur.csv",
      hsn_b2b: "hsn(b2b).csv",
      hsn_b2c: "hsn(b2c).csv",
      docs: "docs.csv",
    })
  })

  it("holds every table as its own CSV under that name, the same bytes each time", () => {
    const zip = gstr1Zip(docs)
    const files = unzipSync(new Uint8Array(zip))
    expect(Object.keys(files).sort()).toEqual(
      ["b2b,sez,de.csv", "b2cl.csv", "b2cs.csv", "cdnr.csv", "cdnur.csv", "docs.csv", "hsn(b2b).csv", "hsn(b2c).csv"].sort()
    )
    for (const t of GSTR1_TABLES) expect(strFromU8(files[GSTR1_FILE_NAMES[t]])).toBe(gstr1Csv(t, docs))
    expect(gstr1Zip(docs).equals(zip)).toBe(true)
  })
})
