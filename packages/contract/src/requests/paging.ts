import { z } from "zod"

/** Paging of the /api lists (the operator's users, orders and products; a shopper's orders). */

/** The largest page a list answers. */
export const LIST_PAGE_MAX = 100
export const PAGING_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${LIST_PAGE_MAX}`,
  offset: "offset must be a whole number of 0 or more",
} as const

/** A whole number as query text: digits only (at most 9), spaces around allowed. */
const wholeNumber = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)

const pagingFields = {
  /** Absent: the whole list (the answers before paging existed). */
  limit: wholeNumber(PAGING_MESSAGES.limit)
    .pipe(z.number().min(1, PAGING_MESSAGES.limit).max(LIST_PAGE_MAX, PAGING_MESSAGES.limit))
    .optional(),
  offset: wholeNumber(PAGING_MESSAGES.offset).optional().default(0),
}

/** ?limit=&offset= of a list; both optional, both refused (400) when not whole numbers in range. */
export const PagingQuery = z.object(pagingFields)
export type PagingQuery = z.output<typeof PagingQuery>

export const PRODUCT_SEARCH_MAX_LENGTH = 100
const SEARCH_MESSAGE = `q must be text of at most ${PRODUCT_SEARCH_MAX_LENGTH} characters`

/**
 * GET /api/admin/products[?limit=&offset=][&q=]: the paging, then (only once the paging passed,
 * so its errors come alone) `q`: text of at most 100 characters, trimmed; empty means no search.
 */
export const AdminProductListQuery = z.looseObject(pagingFields).pipe(
  z.object({
    limit: z.number().optional(),
    offset: z.number(),
    q: z
      .string({ error: SEARCH_MESSAGE })
      .max(PRODUCT_SEARCH_MAX_LENGTH, SEARCH_MESSAGE)
      .optional()
      .transform((v) => v?.trim() || undefined),
  })
)
export type AdminProductListQuery = z.output<typeof AdminProductListQuery>
