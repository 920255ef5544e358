import { strToU8, zipSync, type Zippable } from "fflate"
import { writeCsv, type CsvCell } from "../csv/write-csv"
import { sumSplits } from "../tax/gst-split"
import { gstStateName } from "../tax/gst-states"
import { hsnSummaryCode } from "../tax/hsn"
import { amountsByRate, type Amounts } from "./gst-report"
import type { TaxDocumentContent } from "./tax-document"

/**
 * GSTR-1 as the GST portal's offline tool imports it: one CSV per table, with
 * the tool's own column headers (its CSV templates b2b, b2cl, b2cs, cdnr,
 * cdnur, hsn(b2b), hsn(b2c), docs). Built only from the documents as issued.
 *
 * Which table a document lands in (GSTR-1 instructions):
 * - an invoice to a buyer with a GSTIN: b2b (table 4A), per invoice and rate;
 * - an inter-state invoice to a consumer above ₹1,00,000: b2cl (table 5;
 *   the limit was ₹2,50,000 until Notification 12/2024-CT of 10 Jul 2024);
 * - every other consumer invoice: b2cs (table 7), one row per place of supply
 *   and rate, net of the credit notes against such invoices;
 * - a credit note to a registered buyer: cdnr (table 9B); to a consumer only
 *   when it reverses a b2cl invoice: cdnur (UR type B2CL); the others are
 *   already netted in b2cs;
 * - table 12 (hsn), reported B2B and B2C apart since May 2025 (GSTN advisory
 *   of 2025 on Phase-III), net of credit notes;
 * - table 13 (docs): the number range of each document series used.
 */
export const GSTR1_TABLES = ["b2b", "b2cl", "b2cs", "cdnr", "cdnur", "hsn_b2b", "hsn_b2c", "docs"] as const
export type Gstr1Table = (typeof GSTR1_TABLES)[number]

/** The tool's hsn template: Rate is its last column. */
const HSN_HEADER = [
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
] as const

export const GSTR1_HEADERS: Record<Gstr1Table, readonly string[]> = {
  b2b: [
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
  ],
  b2cl: [
    "Invoice Number",
    "Invoice date",
    "Invoice Value",
    "Place Of Supply",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
    "E-Commerce GSTIN",
  ],
  // The b2cs template has Rate before Applicable % (unlike b2cl).
  b2cs: ["Type", "Place Of Supply", "Rate", "Applicable % of Tax Rate", "Taxable Value", "Cess Amount", "E-Commerce GSTIN"],
  cdnr: [
    "GSTIN/UIN of Recipient",
    "Receiver Name",
    "Note Number",
    "Note Date",
    "Note Type",
    "Place Of Supply",
    "Reverse Charge",
    "Note Supply Type",
    "Note Value",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ],
  cdnur: [
    "UR Type",
    "Note Number",
    "Note Date",
    "Note Type",
    "Place Of Supply",
    "Note Value",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ],
  hsn_b2b: HSN_HEADER,
  hsn_b2c: HSN_HEADER,
  docs: ["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"],
}

/**
 * The file name the offline tool imports each table under (its CSV templates'
 * names; a file under any other name is refused, so the ZIP and the single
 * downloads both use these).
 */
export const GSTR1_FILE_NAMES: Record<Gstr1Table, string> = {
  b2b: "b2b,sez,de.csv",
  b2cl: "b2cl.csv",
  b2cs: "b2cs.csv",
  cdnr: "cdnr.csv",
  cdnur: "cdnur.csv",
  hsn_b2b: "hsn(b2b).csv",
  hsn_b2c: "hsn(b2c).csv",
  docs: "docs.csv",
}

/** Inter-state B2C invoices above this go to b2cl (Notification 12/2024-Central Tax, from 1 Aug 2024). */
export const B2CL_LIMIT = 100000

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
const money = (n: number) => n.toFixed(2)

/** yyyy-mm-dd -> "10-Nov-2026", the tool's date format. */
export function portalDate(date: string): string {
  const [y, m, d] = date.split("-")
  return `${d}-${MONTHS[Number(m) - 1]}-${y}`
}

/** "09-Uttar Pradesh": the tool's place of supply (its list writes "and" as "&"). */
export function portalPlaceOfSupply(doc: TaxDocumentContent): string {
  const code = doc.placeOfSupply.code ?? ""
  const name = (gstStateName(code) ?? doc.placeOfSupply.state).replace(/ and /g, " & ")
  return `${code}-${name}`
}

const isB2b = (doc: TaxDocumentContent) => !!doc.buyer.gstin
const isCredit = (doc: TaxDocumentContent) => doc.kind === "credit_note"
/** A consumer's inter-state invoice above the limit; a credit note by the invoice it reverses. */
function isB2cl(doc: TaxDocumentContent): boolean {
  if (isB2b(doc) || doc.intraState) return false
  const value = isCredit(doc) ? (doc.against?.value ?? doc.totals.gross) : doc.totals.gross
  return value > B2CL_LIMIT
}
const receiverName = (doc: TaxDocumentContent) => portalReceiverName(doc.buyer.businessName || doc.buyer.name)

/** The characters the offline tool accepts in a receiver name (its validation: letters, digits, space and these). */
export const RECEIVER_NAME_PATTERN = /^[A-Za-z0-9 _&'\-./,()?@!#%$~*;+=]{0,99}$/
const RECEIVER_NAME_MAX = 99
/** Look-alikes the tool refuses, written with the nearest character it accepts. */
const RECEIVER_NAME_MAP: Record<string, string> = {
  '"': "'",
  "`": "'",
  "\u2018": "'",
  "\u2019": "'",
  "\u201c": "'",
  "\u201d": "'",
  "\u2013": "-",
  "\u2014": "-",
  ":": "-",
  "[": "(",
  "{": "(",
  "]": ")",
  "}": ")",
}

/**
 * A receiver name as the tool accepts it: a row whose name has any other
 * character is refused on import, so accents lose their marks (é -> e), the
 * look-alikes above are mapped, anything else (another script, <, |, emoji)
 * becomes a space, and the result is cut to 99 characters. A leading = + - @
 * is dropped too: writeCsv would otherwise prefix it with an apostrophe (a
 * spreadsheet formula guard) and push the name past what it was checked at.
 */
export function portalReceiverName(name: string | null | undefined): string {
  const mapped = [...(name ?? "").normalize("NFKD").replace(/\p{M}/gu, "")]
    .map((c) => RECEIVER_NAME_MAP[c] ?? (/[A-Za-z0-9 _&'\-./,()?@!#%$~*;+=]/.test(c) ? c : " "))
    .join("")
  return mapped
    .replace(/\s+/g, " ")
    .replace(/^[\s=+\-@]+/, "")
    .slice(0, RECEIVER_NAME_MAX)
    .trim()
}

const byDate = (docs: TaxDocumentContent[]) => [...docs].sort((a, b) => (a.date + a.number).localeCompare(b.date + b.number))

function b2bRows(docs: TaxDocumentContent[]): CsvCell[][] {
  return byDate(docs.filter((d) => !isCredit(d) && isB2b(d))).flatMap((doc) =>
    [...amountsByRate(doc)].map(([rate, a]) => [
      doc.buyer.gstin!,
      receiverName(doc),
      doc.number,
      portalDate(doc.date),
      money(doc.totals.gross),
      portalPlaceOfSupply(doc),
      "N",
      "",
      "Regular B2B",
      "",
      String(rate),
      money(a.taxable),
      "",
    ])
  )
}

function b2clRows(docs: TaxDocumentContent[]): CsvCell[][] {
  return byDate(docs.filter((d) => !isCredit(d) && isB2cl(d))).flatMap((doc) =>
    [...amountsByRate(doc)].map(([rate, a]) => [
      doc.number,
      portalDate(doc.date),
      money(doc.totals.gross),
      portalPlaceOfSupply(doc),
      "",
      String(rate),
      money(a.taxable),
      "",
      "",
    ])
  )
}

/** Consumers' invoices less their credit notes, per place of supply and rate. */
function b2csRows(docs: TaxDocumentContent[]): CsvCell[][] {
  const groups = new Map<string, { pos: string; code: string; rate: number; taxable: number }>()
  for (const doc of docs.filter((d) => !isB2b(d) && !isB2cl(d))) {
    const sign = isCredit(doc) ? -1 : 1
    for (const [rate, a] of amountsByRate(doc)) {
      const key = `${doc.placeOfSupply.code}|${rate}`
      const g = groups.get(key) ?? { pos: portalPlaceOfSupply(doc), code: doc.placeOfSupply.code ?? "", rate, taxable: 0 }
      g.taxable += Math.round(a.taxable * 100) * sign
      groups.set(key, g)
    }
  }
  return [...groups.values()]
    .filter((g) => g.taxable !== 0) // a place and rate whose invoices were all credited has nothing to report
    .sort((a, b) => a.code.localeCompare(b.code) || a.rate - b.rate)
    .map((g) => ["OE", g.pos, String(g.rate), "", money(g.taxable / 100), "", ""])
}

function cdnrRows(docs: TaxDocumentContent[]): CsvCell[][] {
  return byDate(docs.filter((d) => isCredit(d) && isB2b(d))).flatMap((doc) =>
    [...amountsByRate(doc)].map(([rate, a]) => [
      doc.buyer.gstin!,
      receiverName(doc),
      doc.number,
      portalDate(doc.date),
      "C",
      portalPlaceOfSupply(doc),
      "N",
      "Regular B2B",
      money(doc.totals.gross),
      "",
      String(rate),
      money(a.taxable),
      "",
    ])
  )
}

function cdnurRows(docs: TaxDocumentContent[]): CsvCell[][] {
  return byDate(docs.filter((d) => isCredit(d) && isB2cl(d))).flatMap((doc) =>
    [...amountsByRate(doc)].map(([rate, a]) => [
      "B2CL",
      doc.number,
      portalDate(doc.date),
      "C",
      portalPlaceOfSupply(doc),
      money(doc.totals.gross),
      "",
      String(rate),
      money(a.taxable),
      "",
    ])
  )
}

type HsnGroup = { hsn: string; description: string; uqc: string; quantity: number; rate: number; amounts: Amounts[] }

/** Table 12: per HSN/SAC and rate, credit notes subtracted (goods returned count back their quantity). */
function hsnRows(docs: TaxDocumentContent[]): CsvCell[][] {
  const groups = new Map<string, HsnGroup>()
  const add = (code: string, fallbackDescription: string, quantity: number, rate: number, a: Amounts, sign: number) => {
    const hsn = hsnSummaryCode(code, fallbackDescription)
    const key = `${hsn.code}|${rate}`
    const g = groups.get(key) ?? { hsn: hsn.code, description: hsn.description, uqc: hsn.uqc, quantity: 0, rate, amounts: [] }
    if (hsn.uqc !== "NA") g.quantity += quantity * sign
    const signed = (n: number) => (Math.round(n * 100) * sign) / 100
    g.amounts.push({
      gross: signed(a.gross),
      taxable: signed(a.taxable),
      igst: signed(a.igst),
      cgst: signed(a.cgst),
      sgst: signed(a.sgst),
      tax: signed(a.tax),
    })
    groups.set(key, g)
  }
  for (const doc of docs) {
    const sign = isCredit(doc) ? -1 : 1
    for (const line of doc.lines) add(line.hsn, line.description, line.quantity, line.rate, line, sign)
    if (doc.shipping) add(doc.shipping.sac, "Shipping", 0, doc.shipping.rate, doc.shipping, sign)
  }
  return [...groups.values()]
    .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate)
    .map((g) => {
      const t = sumSplits(g.amounts)
      return [
        g.hsn,
        g.description,
        g.uqc,
        String(g.quantity),
        money(t.gross),
        money(t.taxable),
        money(t.igst),
        money(t.cgst),
        money(t.sgst),
        "",
        String(g.rate),
      ]
    })
}

/** Table 13: each series' first and last number of the month; numbers in between not issued this month count as cancelled. */
function docsRows(docs: TaxDocumentContent[]): CsvCell[][] {
  const series = new Map<string, { nature: string; numbers: number[]; prefix: string; width: number }>()
  for (const doc of docs) {
    const cut = doc.number.lastIndexOf("/")
    const prefix = doc.number.slice(0, cut + 1)
    const digits = doc.number.slice(cut + 1)
    const nature = isCredit(doc) ? "Credit Note" : "Invoices for outward supply"
    const s = series.get(prefix) ?? { nature, numbers: [], prefix, width: digits.length }
    s.numbers.push(Number(digits))
    series.set(prefix, s)
  }
  const natureOrder = (n: string) => (n === "Credit Note" ? 1 : 0)
  return [...series.values()]
    .sort((a, b) => natureOrder(a.nature) - natureOrder(b.nature) || a.prefix.localeCompare(b.prefix))
    .map((s) => {
      const from = Math.min(...s.numbers)
      const to = Math.max(...s.numbers)
      const pad = (n: number) => `${s.prefix}${String(n).padStart(s.width, "0")}`
      const total = to - from + 1
      return [s.nature, pad(from), pad(to), String(total), String(total - new Set(s.numbers).size)]
    })
}

/** One table's rows (without its header). */
export function gstr1Rows(table: Gstr1Table, docs: TaxDocumentContent[]): CsvCell[][] {
  switch (table) {
    case "b2b":
      return b2bRows(docs)
    case "b2cl":
      return b2clRows(docs)
    case "b2cs":
      return b2csRows(docs)
    case "cdnr":
      return cdnrRows(docs)
    case "cdnur":
      return cdnurRows(docs)
    case "hsn_b2b":
      return hsnRows(docs.filter(isB2b))
    case "hsn_b2c":
      return hsnRows(docs.filter((d) => !isB2b(d)))
    case "docs":
      return docsRows(docs)
  }
}

/** One table as the offline tool's CSV: its header, then its rows; a month without documents gives the header only. */
export function gstr1Csv(table: Gstr1Table, docs: TaxDocumentContent[]): string {
  return writeCsv([GSTR1_HEADERS[table], ...gstr1Rows(table, docs)])
}

export function isGstr1Table(value: unknown): value is Gstr1Table {
  return typeof value === "string" && (GSTR1_TABLES as readonly string[]).includes(value)
}

/** Every table in one ZIP (fflate), one CSV each under the tool's file name (GSTR1_FILE_NAMES); fixed dates, so the same month gives the same bytes. */
export function gstr1Zip(docs: TaxDocumentContent[]): Buffer {
  const mtime = new Date("2000-01-01T00:00:00Z")
  const files: Zippable = {}
  for (const t of GSTR1_TABLES) files[GSTR1_FILE_NAMES[t]] = [strToU8(gstr1Csv(t, docs)), { mtime }]
  return Buffer.from(zipSync(files))
}
