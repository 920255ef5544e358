import { writeCsv } from "../csv/write-csv"
import { sumSplits } from "../tax/gst-split"
import type { TaxDocumentContent } from "./tax-document"

/**
 * The accountant's monthly GST export: every invoice and credit note of the
 * month split by tax rate (credit notes negative), then the B2C summary by
 * place of supply and rate as GSTR-1 asks for it (table 7, B2C others: place
 * of supply, rate, taxable value, integrated/central/state tax).
 */
const GST_REPORT_HEADER = [
  "section",
  "document_type",
  "document_number",
  "document_date",
  "order_number",
  "place_of_supply",
  "state_code",
  "rate",
  "taxable_value",
  "igst",
  "cgst",
  "sgst",
  "total",
  "recipient_name",
  "recipient_address",
]

export type Amounts = { gross: number; taxable: number; igst: number; cgst: number; sgst: number; tax: number }

/** A document's amounts per rate (lines and shipping together). */
export function amountsByRate(doc: TaxDocumentContent): Map<number, Amounts> {
  const parts = [...doc.lines, ...(doc.shipping ? [doc.shipping] : [])]
  const rates = [...new Set(parts.map((p) => p.rate))].sort((a, b) => a - b)
  return new Map(rates.map((rate) => [rate, sumSplits(parts.filter((p) => p.rate === rate))]))
}

const money = (n: number) => n.toFixed(2)
const recipientAddress = (doc: TaxDocumentContent) =>
  [doc.buyer.street, doc.buyer.city, doc.buyer.state, doc.buyer.zipCode].filter(Boolean).join(", ")
const signed = (n: number, sign: number) => Math.round(n * 100 * sign) / 100

/** The month's rows (documents, then summary) and their grand totals. */
export function gstReportRows(docs: TaxDocumentContent[]) {
  const rows: string[][] = []
  const summary = new Map<string, { state: string; code: string; rate: number; amounts: Amounts[] }>()
  const all: Amounts[] = []
  const sorted = [...docs].sort((a, b) => (a.date + a.number).localeCompare(b.date + b.number))
  for (const doc of sorted) {
    const sign = doc.kind === "credit_note" ? -1 : 1
    for (const [rate, a] of amountsByRate(doc)) {
      const s: Amounts = {
        gross: signed(a.gross, sign),
        taxable: signed(a.taxable, sign),
        igst: signed(a.igst, sign),
        cgst: signed(a.cgst, sign),
        sgst: signed(a.sgst, sign),
        tax: signed(a.tax, sign),
      }
      all.push(s)
      const code = doc.placeOfSupply.code ?? ""
      rows.push([
        "document",
        doc.kind === "invoice" ? "invoice" : "credit_note",
        doc.number,
        doc.date,
        doc.orderNumber,
        doc.placeOfSupply.state,
        code,
        String(rate),
        money(s.taxable),
        money(s.igst),
        money(s.cgst),
        money(s.sgst),
        money(s.gross),
        doc.buyer.name,
        recipientAddress(doc),
      ])
      const key = `${code}|${doc.placeOfSupply.state}|${rate}`
      const entry = summary.get(key) ?? { state: doc.placeOfSupply.state, code, rate, amounts: [] }
      entry.amounts.push(s)
      summary.set(key, entry)
    }
  }
  const summaryRows = [...summary.values()]
    .sort((a, b) => a.code.localeCompare(b.code) || a.rate - b.rate)
    .map((e) => {
      const t = sumSplits(e.amounts)
      return [
        "summary",
        "B2C",
        "",
        "",
        "",
        e.state,
        e.code,
        String(e.rate),
        money(t.taxable),
        money(t.igst),
        money(t.cgst),
        money(t.sgst),
        money(t.gross),
        "",
        "",
      ]
    })
  const totals = sumSplits(all)
  const totalRow = [
    "total",
    "",
    "",
    "",
    "",
    "",
    "",
    "",
    money(totals.taxable),
    money(totals.igst),
    money(totals.cgst),
    money(totals.sgst),
    money(totals.gross),
    "",
    "",
  ]
  return { rows: [...rows, ...summaryRows, totalRow], totals }
}

/** The CSV text (writeCsv: RFC 4180 quoting, formulas neutralised: names and addresses are the shopper's text). */
export function gstReportCsv(docs: TaxDocumentContent[]): string {
  return writeCsv([GST_REPORT_HEADER, ...gstReportRows(docs).rows])
}

/** "2026-11" -> the month's bounds in IST as UTC instants; null for anything else. */
export function monthBounds(month: unknown): { from: Date; to: Date } | null {
  if (typeof month !== "string" || !/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return null
  const [y, m] = month.split("-").map(Number)
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`
  return { from: new Date(`${month}-01T00:00:00+05:30`), to: new Date(`${next}-01T00:00:00+05:30`) }
}
