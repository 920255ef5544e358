import { parse } from "csv-parse/sync"
import { CsvRowError } from "../uploads/csv-row-error"

/**
 * A bank or UPI statement exported as CSV, read into its credits.
 *
 * Indian banks export different headers for the same columns and often put
 * account details above the table, so the header is the first of the first
 * 30 rows that names a date, a credit amount and a narration or reference:
 *
 * | column    | accepted headers (case, spaces and punctuation ignored)                          |
 * |-----------|-----------------------------------------------------------------------------------|
 * | date      | Date, Txn Date, Transaction Date, Value Date, Tran Date, Posting Date             |
 * | narration | Narration, Description, Particulars, Remarks, Transaction Remarks, Details        |
 * | reference | Reference, Ref No, Chq/Ref No, Cheque/Ref No, Ref No./Cheque No., UTR, UTR No, RRN |
 * | credit    | Credit, Credit Amount, Deposit, Deposit Amt, Deposits, Cr Amount, Amount (Cr)    |
 *
 * or, instead of a credit column, Amount with a Dr/Cr (Type) column. Debits
 * and empty credits are skipped; a credit that is not a number is an error
 * naming its row (rows are counted from 1, as a spreadsheet shows them).
 */
export type StatementCredit = {
  /** Row number in the file (1-based). */
  row: number
  date: string
  narration: string
  reference: string
  amount: number
}

/** A refused bank statement (its row when one row is at fault). */
export class StatementError extends CsvRowError {}

const STATEMENT_MESSAGES = {
  notCsv: "The statement must be a CSV file (export it from your bank as CSV)",
  empty: "The statement file is empty",
  noColumns:
    "No statement columns were recognised: the file needs a date, a credit (or deposit) amount and a narration or reference column",
} as const

const key = (header: string) => header.toLowerCase().replace(/[^a-z]/g, "")

const HEADERS = {
  date: ["date", "txndate", "transactiondate", "valuedate", "trandate", "postingdate", "valuedt", "txndt"],
  narration: ["narration", "description", "particulars", "remarks", "transactionremarks", "details", "transactiondetails"],
  reference: [
    "reference",
    "referenceno",
    "refno",
    "chqrefno",
    "chequerefno",
    "chqrefnumber",
    "refnochequeno",
    "utr",
    "utrno",
    "utrnumber",
    "rrn",
    "transactionid",
    "chequeno",
  ],
  credit: [
    "credit",
    "creditamount",
    "creditamt",
    "credits",
    "deposit",
    "depositamt",
    "depositamount",
    "deposits",
    "cramount",
    "amountcr",
    "creditinr",
    "depositinr",
  ],
  amount: ["amount", "amountinr", "transactionamount", "txnamount"],
  drcr: ["drcr", "crdr", "type", "transactiontype", "debitcredit"],
} as const

type Columns = { date: number; narration: number; reference: number; credit: number; amount: number; drcr: number }

function findColumns(row: string[]): Columns | null {
  const keys = row.map((cell) => key(String(cell ?? "")))
  const at = (names: readonly string[]) => keys.findIndex((k) => (names as readonly string[]).includes(k))
  const columns = {
    date: at(HEADERS.date),
    narration: at(HEADERS.narration),
    reference: at(HEADERS.reference),
    credit: at(HEADERS.credit),
    amount: at(HEADERS.amount),
    drcr: at(HEADERS.drcr),
  }
  const hasAmount = columns.credit !== -1 || (columns.amount !== -1 && columns.drcr !== -1)
  if (columns.date === -1 || !hasAmount || (columns.narration === -1 && columns.reference === -1)) return null
  return columns
}

/** "1,23,456.50", "₹ 398.00", "INR 398", "398.00 Cr" -> number; "" -> null; anything else -> NaN. */
export function parseAmount(value: string): number | null {
  const cleaned = value.replace(/₹|inr|rs\.?|cr\b|,|\s/gi, "")
  if (cleaned === "" || cleaned === "-") return null
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN
  return Math.round(Number(cleaned) * 100) / 100
}

function looksBinary(text: string): boolean {
  return text.includes("\u0000") || text.includes("\uFFFD")
}

export function parseStatement(content: Buffer): StatementCredit[] {
  if (!content.length) throw new StatementError(STATEMENT_MESSAGES.empty)
  const text = content.toString("utf8").replace(/^\uFEFF/, "")
  if (looksBinary(text)) throw new StatementError(STATEMENT_MESSAGES.notCsv)

  let rows: string[][]
  try {
    rows = parse(text, { relax_column_count: true, skip_empty_lines: false, trim: true, bom: true }) as string[][]
  } catch (error) {
    const line = (error as { lines?: number }).lines
    throw new StatementError(
      `Row ${line ?? "?"}: the CSV could not be read (${(error as Error).message.replace(/^Invalid \w+: /, "")})`,
      line ?? null
    )
  }
  if (!rows.some((r) => r.some((c) => c !== ""))) throw new StatementError(STATEMENT_MESSAGES.empty)

  const headerIndex = rows.slice(0, 30).findIndex((r) => findColumns(r) !== null)
  if (headerIndex === -1) throw new StatementError(STATEMENT_MESSAGES.noColumns)
  const columns = findColumns(rows[headerIndex])!

  const needed = Math.max(...Object.values(columns)) + 1

  const credits: StatementCredit[] = []
  const body = rows.slice(headerIndex + 1)
  for (let i = 0; i < body.length; i++) {
    const cells = body[i]
    const row = headerIndex + 2 + i
    // A blank line after the table ends it (banks put a summary below it).
    if (cells.every((c) => c === "")) {
      if (credits.length || i > 0) break
      continue
    }
    if (cells.length < needed) {
      throw new StatementError(`Row ${row}: the row has ${cells.length} columns, the header has ${rows[headerIndex].length}`, row)
    }
    const cell = (index: number) => (index === -1 ? "" : String(cells[index] ?? ""))
    let amount: number | null
    if (columns.credit !== -1) {
      amount = parseAmount(cell(columns.credit))
    } else {
      amount = cell(columns.drcr).toLowerCase().startsWith("c") ? parseAmount(cell(columns.amount)) : null
    }
    if (amount === null || amount === 0) continue // a debit
    if (Number.isNaN(amount)) {
      const shown = columns.credit !== -1 ? cell(columns.credit) : cell(columns.amount)
      throw new StatementError(`Row ${row}: the credit amount "${shown.slice(0, 40)}" is not a number`, row)
    }
    if (!cell(columns.date)) throw new StatementError(`Row ${row}: the date is missing`, row)
    credits.push({ row, date: cell(columns.date), narration: cell(columns.narration), reference: cell(columns.reference), amount })
  }
  return credits
}
