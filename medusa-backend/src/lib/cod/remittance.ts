import { parse } from "csv-parse/sync"
import { parseAmount } from "../payments/statement"
import type { OrderView } from "../orders/to-order-view"
import { CsvRowError } from "../uploads/csv-row-error"

/**
 * The courier's cash-on-delivery remittance file, read with csv-parse like the
 * bank statement (lib/payments/statement.ts): the header is the first of the
 * first 30 rows that names an AWB or an order number, and an amount.
 *
 * | column | accepted headers (case, spaces and punctuation ignored)                                 |
 * |--------|------------------------------------------------------------------------------------------|
 * | awb    | AWB, AWB No, AWB Number, Waybill, Airway Bill, Tracking Number, Tracking No, Docket No   |
 * | order  | Order, Order No, Order Number, Order ID, Reference, Ref No, Client Order ID             |
 * | amount | Amount, COD Amount, Collected Amount, Amount Collected, Remitted Amount, Net Amount, COD |
 */
export type RemittanceRow = { row: number; awb: string; orderNumber: string; amount: number }

/** A refused remittance file (its row when one row is at fault). */
export class RemittanceError extends CsvRowError {}

export const REMITTANCE_MESSAGES = {
  notCsv: "The remittance must be a CSV file (export it from the courier's panel as CSV)",
  empty: "The remittance file is empty",
  noColumns: "No remittance columns were recognised: the file needs an AWB or order number column and an amount column",
  noOrder: "No shipped cash on delivery order has this AWB or order number",
  notDelivered: (orderNumber: string) => `Order ${orderNumber} is not marked delivered yet`,
  alreadyPaid: (orderNumber: string) => `Order ${orderNumber} is already marked paid`,
  duplicate: (orderNumber: string) => `Order ${orderNumber} is already matched by an earlier row of this file`,
  amountDiffers: (orderNumber: string, expected: number) =>
    `The amount differs from order ${orderNumber}'s total of ₹${expected.toFixed(2)}`,
} as const

const key = (header: string) => header.toLowerCase().replace(/[^a-z]/g, "")
const HEADERS = {
  awb: ["awb", "awbno", "awbnumber", "waybill", "waybillno", "airwaybill", "airwaybillno", "trackingnumber", "trackingno", "docketno"],
  order: ["order", "orderno", "ordernumber", "orderid", "reference", "refno", "referenceno", "clientorderid"],
  amount: ["amount", "codamount", "collectedamount", "amountcollected", "remittedamount", "remittanceamount", "netamount", "cod"],
} as const

type Columns = { awb: number; order: number; amount: number }

function findColumns(row: string[]): Columns | null {
  const keys = row.map((cell) => key(String(cell ?? "")))
  const at = (names: readonly string[]) => keys.findIndex((k) => (names as readonly string[]).includes(k))
  const columns = { awb: at(HEADERS.awb), order: at(HEADERS.order), amount: at(HEADERS.amount) }
  return columns.amount !== -1 && (columns.awb !== -1 || columns.order !== -1) ? columns : null
}

export function parseRemittance(content: Buffer): RemittanceRow[] {
  if (!content.length) throw new RemittanceError(REMITTANCE_MESSAGES.empty)
  const text = content.toString("utf8").replace(/^\uFEFF/, "")
  if (text.includes("\u0000") || text.includes("\uFFFD")) throw new RemittanceError(REMITTANCE_MESSAGES.notCsv)
  let rows: string[][]
  try {
    rows = parse(text, { relax_column_count: true, skip_empty_lines: false, trim: true, bom: true }) as string[][]
  } catch (error) {
    const line = (error as { lines?: number }).lines
    throw new RemittanceError(`Row ${line ?? "?"}: the CSV could not be read`, line ?? null)
  }
  if (!rows.some((r) => r.some((c) => c !== ""))) throw new RemittanceError(REMITTANCE_MESSAGES.empty)
  const headerIndex = rows.slice(0, 30).findIndex((r) => findColumns(r) !== null)
  if (headerIndex === -1) throw new RemittanceError(REMITTANCE_MESSAGES.noColumns)
  const columns = findColumns(rows[headerIndex])!

  const out: RemittanceRow[] = []
  const body = rows.slice(headerIndex + 1)
  for (let i = 0; i < body.length; i++) {
    const cells = body[i]
    const row = headerIndex + 2 + i
    if (cells.every((c) => c === "")) {
      if (out.length) break // a summary below the table
      continue
    }
    const cell = (index: number) => (index === -1 ? "" : String(cells[index] ?? "").trim())
    const amount = parseAmount(cell(columns.amount))
    if (amount === null) continue // a total or a note line without an amount
    if (Number.isNaN(amount))
      throw new RemittanceError(`Row ${row}: the amount "${cell(columns.amount).slice(0, 40)}" is not a number`, row)
    const awb = cell(columns.awb)
    const orderNumber = cell(columns.order).toUpperCase()
    if (!awb && !orderNumber) throw new RemittanceError(`Row ${row}: neither an AWB nor an order number`, row)
    out.push({ row, awb, orderNumber, amount })
  }
  return out
}

/** A COD order as the remittance matches it. */
export type CodOrderForRemittance = Pick<OrderView, "id" | "orderNumber" | "total" | "trackingNumber" | "orderStatus" | "paymentStatus">

type RemittanceMatch = { row: number; awb: string; orderId: string; orderNumber: string; amount: number }
type RemittanceProblem = {
  row: number
  awb: string
  orderNumber: string | null
  amount: number
  expected: number | null
  difference: number | null
  reason: string
}
export type RemittancePreview = { matched: RemittanceMatch[]; mismatches: RemittanceProblem[]; unmatched: RemittanceProblem[] }

const paise = (n: number) => Math.round(n * 100)

/**
 * Matches each row to a shipped or delivered COD order by AWB (the tracking
 * number), else by order number. Only a delivered, unpaid order whose total is
 * exactly the amount is matched; a different amount is a mismatch (listed with
 * the difference, never applied), anything else unmatched with its reason.
 * An order takes one row. Pure.
 */
export function matchRemittance(rows: RemittanceRow[], orders: CodOrderForRemittance[]): RemittancePreview {
  const preview: RemittancePreview = { matched: [], mismatches: [], unmatched: [] }
  const taken = new Set<string>()
  const byAwb = new Map(orders.filter((o) => o.trackingNumber).map((o) => [o.trackingNumber!.toUpperCase(), o]))
  for (const r of rows) {
    const order = (r.awb && byAwb.get(r.awb.toUpperCase())) || orders.find((o) => !!r.orderNumber && o.orderNumber === r.orderNumber)
    const problem = (reason: string, extra: Partial<RemittanceProblem> = {}): RemittanceProblem => ({
      row: r.row,
      awb: r.awb,
      orderNumber: order?.orderNumber ?? (r.orderNumber || null),
      amount: r.amount,
      expected: null,
      difference: null,
      reason,
      ...extra,
    })
    if (!order) {
      preview.unmatched.push(problem(REMITTANCE_MESSAGES.noOrder))
      continue
    }
    if (taken.has(order.id)) {
      preview.unmatched.push(problem(REMITTANCE_MESSAGES.duplicate(order.orderNumber)))
      continue
    }
    taken.add(order.id)
    if (order.paymentStatus === "paid") preview.unmatched.push(problem(REMITTANCE_MESSAGES.alreadyPaid(order.orderNumber)))
    else if (paise(r.amount) !== paise(order.total)) {
      preview.mismatches.push(
        problem(REMITTANCE_MESSAGES.amountDiffers(order.orderNumber, order.total), {
          expected: order.total,
          difference: (paise(r.amount) - paise(order.total)) / 100,
        })
      )
    } else if (order.orderStatus !== "delivered") preview.unmatched.push(problem(REMITTANCE_MESSAGES.notDelivered(order.orderNumber)))
    else preview.matched.push({ row: r.row, awb: r.awb, orderId: order.id, orderNumber: order.orderNumber, amount: r.amount })
  }
  return preview
}
