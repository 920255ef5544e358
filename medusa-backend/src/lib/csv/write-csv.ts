import { stringify } from "csv-stringify/sync"

/** A cell as the shop's CSVs write it: text, a number, or nothing. */
export type CsvCell = string | number | null | undefined

/** A plain decimal number ("-83.90", "18") is data to every spreadsheet, never a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/

/**
 * A text cell that starts with =, +, -, @, tab or carriage return is read as a
 * formula by Excel, LibreOffice and Google Sheets (OWASP "CSV Injection"): it
 * gets a leading apostrophe, which those show as text. Plain numbers (negative
 * amounts of a credit note) stay numbers.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value
}

/**
 * Every CSV the shop writes goes through here: RFC 4180 quoting by
 * csv-stringify, every text cell neutralised (the header too).
 */
export function writeCsv(rows: readonly (readonly CsvCell[])[]): string {
  return stringify(
    rows.map((row) =>
      row.map((cell) => (cell === null || cell === undefined ? "" : typeof cell === "number" ? String(cell) : neutraliseCell(cell)))
    )
  )
}
