/**
 * GST document numbers: at most 16 characters, unique per financial year
 * (rule 46(b) CGST Rules), e.g. SGH/26-27/00042. Invoices and credit notes
 * have their own series (prefix SGH and SGC).
 */
export type TaxDocumentKind = "invoice" | "credit_note"

const SERIES_PREFIX: Record<TaxDocumentKind, string> = { invoice: "SGH", credit_note: "SGC" }

const MAX_LENGTH = 16

/** The Indian financial year (April to March, in IST) of a date, as "26-27". */
export function financialYear(date: Date): string {
  // IST is UTC+5:30 all year; shift so a confirmation at 00:30 IST on 1 April counts in the new year.
  const ist = new Date(date.getTime() + 330 * 60 * 1000)
  const year = ist.getUTCFullYear()
  const start = ist.getUTCMonth() >= 3 ? year : year - 1
  const yy = (n: number) => String(n % 100).padStart(2, "0")
  return `${yy(start)}-${yy(start + 1)}`
}

/** The series a document issued at `date` belongs to, e.g. "SGH/26-27". */
export function seriesKey(kind: TaxDocumentKind, date: Date): string {
  return `${SERIES_PREFIX[kind]}/${financialYear(date)}`
}

/** "SGH/26-27" + 42 -> "SGH/26-27/00042"; refuses a number that would not fit in 16 characters. */
export function formatDocumentNumber(series: string, n: number): string {
  if (!Number.isInteger(n) || n < 1) throw new Error(`Invalid document number ${n}`)
  const number = `${series}/${String(n).padStart(5, "0")}`
  if (number.length > MAX_LENGTH) throw new Error(`Document number ${number} is longer than ${MAX_LENGTH} characters`)
  return number
}
