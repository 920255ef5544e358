import { z } from "zod"

/** A schema of an answer of type T (the storefront passes one to its HTTP client to parse the answer). */
export type AnswerSchema<T> = z.ZodType<T>

/**
 * Answers are plain objects: a schema names every field its answer has (the
 * backend's and the storefront's types are these schemas' inferred types), and
 * parsing drops a field the schema does not name, so a field added on the
 * server is added here first. Error answers stay loose (errors.ts).
 */
export const MessageAnswerSchema = z.object({ message: z.string() })
export type MessageAnswer = z.infer<typeof MessageAnswerSchema>

/** ISO 8601 date-times as the server writes them (`new Date().toISOString()`), or "" where a date is unknown. */
export const isoDate = z.string()

/** Paging of list answers (GET /api/auth/orders, /api/admin/orders): `limit` is present only when asked for. */
export const pagingFields = {
  count: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  limit: z.number().int().optional(),
}
