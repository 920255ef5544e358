import { parse } from "csv-parse/sync"
import { CsvRowError } from "../../uploads/csv-row-error"
import { parseAmount } from "../statement"

/**
 * Razorpay's settlement reconciliation report, as the Dashboard exports it
 * (Reports → Settlements → Settlement Recon, CSV). Its columns are those of
 * the Settlement Recon API, documented at
 * https://razorpay.com/docs/api/settlements/fetch-recon: entity_id, type
 * (payment, refund, adjustment, transfer, ...), debit, credit, amount,
 * currency, fee, tax, on_hold, settled, created_at, settled_at,
 * settlement_id, description, notes, payment_id, settlement_utr, order_id,
 * order_receipt, method, card_network, card_issuer, card_type, dispute_id.
 *
 * The shop reads entity_id, type, amount, fee, tax, settled, settled_at,
 * settlement_id and payment_id (optional: a refund row names its payment
 * there). The Dashboard's file gives amounts in rupees ("1180.00"); settled_at
 * as the Dashboard prints it (dd/mm/yyyy hh:mm:ss, IST), ISO, or Unix seconds
 * as the API gives it. Cells are data, never formulas.
 */
export type SettlementRow = {
  row: number
  entityId: string
  type: string
  /** The payment the row is about: entity_id for a payment, payment_id for a refund. */
  paymentId: string | null
  amount: number
  fee: number
  tax: number
  settled: boolean
  /** ISO time, or null when not settled yet. */
  settledAt: string | null
  settlementId: string | null
}

export class SettlementReportError extends CsvRowError {}

const REQUIRED = ["entity_id", "type", "amount", "fee", "tax", "settled", "settled_at", "settlement_id"] as const

const key = (header: string) =>
  header
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "")

/** dd/mm/yyyy[ hh:mm[:ss]] in IST, ISO, or Unix seconds; null when empty; NaN-date as undefined. */
export function parseSettledAt(value: string): string | null | undefined {
  const v = value.trim()
  if (!v) return null
  if (/^\d{9,11}$/.test(v)) return new Date(Number(v) * 1000).toISOString()
  const indian = v.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/)
  if (indian) {
    const [, d, m, y, hh = "0", mm = "0", ss = "0"] = indian
    const utc = Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm), Number(ss)) - 330 * 60_000
    return Number.isFinite(utc) ? new Date(utc).toISOString() : undefined
  }
  const iso = Date.parse(v)
  return Number.isFinite(iso) ? new Date(iso).toISOString() : undefined
}

export function parseSettlementReport(content: Buffer): SettlementRow[] {
  const text = content.toString("utf8")
  if (text.includes("\u0000"))
    throw new SettlementReportError("The settlement report must be a CSV file (export it from Razorpay's Dashboard as CSV)")
  let rows: string[][]
  try {
    rows = parse(text, { relax_column_count: true, skip_empty_lines: true, trim: true, bom: true }) as string[][]
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? null
    throw new SettlementReportError(`Row ${line ?? "?"}: the CSV could not be read`, line)
  }
  if (rows.length === 0) throw new SettlementReportError("The settlement report is empty")
  const header = rows[0].map(key)
  const missing = REQUIRED.filter((c) => !header.includes(c))
  if (missing.length) {
    throw new SettlementReportError(`Not a Razorpay settlement report: the columns ${missing.join(", ")} are missing`, 1)
  }
  const col = (cells: string[], name: string) => {
    const i = header.indexOf(name)
    return i >= 0 ? (cells[i] ?? "").trim() : ""
  }
  return rows.slice(1).map((cells, i) => {
    const row = i + 2
    const money = (name: string) => {
      const value = parseAmount(col(cells, name) || "0")
      if (value === null) return 0
      if (Number.isNaN(value)) throw new SettlementReportError(`Row ${row}: ${name} "${col(cells, name)}" is not an amount in rupees`, row)
      return value
    }
    const entityId = col(cells, "entity_id")
    if (!entityId) throw new SettlementReportError(`Row ${row}: entity_id is empty`, row)
    const type = col(cells, "type").toLowerCase()
    const settledAt = parseSettledAt(col(cells, "settled_at"))
    if (settledAt === undefined) throw new SettlementReportError(`Row ${row}: settled_at "${col(cells, "settled_at")}" is not a date`, row)
    const settledCell = col(cells, "settled").toLowerCase()
    return {
      row,
      entityId,
      type,
      paymentId: type === "payment" ? entityId : col(cells, "payment_id") || null,
      amount: money("amount"),
      fee: money("fee"),
      tax: money("tax"),
      settled: settledCell === "1" || settledCell === "true" || settledCell === "yes",
      settledAt,
      settlementId: col(cells, "settlement_id") || null,
    }
  })
}
