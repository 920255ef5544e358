import { invalidInput } from "../../../../lib/errors"

type RowError = abstract new (...args: never[]) => Error & { row: number | null }

/**
 * Parses an uploaded file (a bank statement, a courier's remittance): the
 * parser's own error becomes a 400 naming the form field, and the row when it
 * has one (`statement.row.4`); anything else is thrown on.
 */
export function parseUpload<T>(field: string, parse: () => T, rowError: RowError): T {
  try {
    return parse()
  } catch (error) {
    if (error instanceof rowError) {
      throw invalidInput(error.message, [{ msg: error.message, path: error.row ? `${field}.row.${error.row}` : field }])
    }
    throw error
  }
}
