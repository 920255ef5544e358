import { writeCsv, type CsvCell } from "../csv/write-csv"

/**
 * The day's refunds due as a bank bulk-payout file (issue 45): one row per
 * refund, UPI IDs paid by UPI, accounts by NEFT, the source key as the
 * payment's reference so the bank statement's line finds its refund again
 * when the operator marks it paid. Through the shop's CSV writer, so no
 * cell is read as a formula.
 */
export type PayoutRow = {
  id: string
  order_number: string
  source_key: string
  amount: number
  payee_kind: "upi" | "bank" | null
  upi_id: string | null
  account_name: string | null
  account_number: string | null
  ifsc: string | null
}

export const PAYOUT_HEADER = ["Payment mode", "Beneficiary name", "Account number or UPI ID", "IFSC", "Amount", "Reference", "Remarks"]

export function payoutCsv(rows: readonly PayoutRow[]): string {
  const lines: CsvCell[][] = rows
    .filter((r) => r.payee_kind)
    .map((r) => [
      r.payee_kind === "upi" ? "UPI" : "NEFT",
      r.payee_kind === "upi" ? "" : (r.account_name ?? ""),
      r.payee_kind === "upi" ? (r.upi_id ?? "") : (r.account_number ?? ""),
      r.payee_kind === "upi" ? "" : (r.ifsc ?? ""),
      r.amount.toFixed(2),
      r.id,
      `Refund ${r.order_number} ${r.source_key}`,
    ])
  return writeCsv([PAYOUT_HEADER, ...lines])
}

const IST_MS = 330 * 60 * 1000

/** The UTC bounds of an IST calendar day (yyyy-mm-dd); null for a date that does not exist. */
export function istDayBounds(day: string): { from: Date; to: Date } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null
  const start = Date.parse(`${day}T00:00:00Z`)
  if (Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== day) return null
  return { from: new Date(start - IST_MS), to: new Date(start - IST_MS + 24 * 60 * 60 * 1000) }
}
