import { invalidInput } from "../../lib/errors"

/** A page of a list: `limit` absent means the whole list (the answers before paging existed). */
export type Paging = { limit?: number; offset: number }

export const MAX_PAGE_SIZE = 100
const PAGING_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
  offset: "offset must be a whole number of 0 or more",
} as const

const wholeNumber = (value: unknown): number | null => {
  if (typeof value !== "string" || !/^\d{1,9}$/.test(value.trim())) return null
  return Number(value.trim())
}

/**
 * ?limit=&offset= of a list route. Both optional; bad values are a 400 in the
 * /api shape. Without limit the whole list is answered, so existing callers
 * keep their answers; lists add the total (`count`) either way.
 */
export function parsePaging(query: Record<string, unknown>): Paging {
  const errors: Array<{ msg: string; path: string }> = []
  let limit: number | undefined
  let offset = 0
  if (query.limit !== undefined) {
    const n = wholeNumber(query.limit)
    if (n === null || n < 1 || n > MAX_PAGE_SIZE) errors.push({ msg: PAGING_MESSAGES.limit, path: "limit" })
    else limit = n
  }
  if (query.offset !== undefined) {
    const n = wholeNumber(query.offset)
    if (n === null) errors.push({ msg: PAGING_MESSAGES.offset, path: "offset" })
    else offset = n
  }
  if (errors.length) throw invalidInput(errors[0].msg, errors)
  return { limit, offset }
}
