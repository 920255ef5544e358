import { z } from "@medusajs/framework/zod"

export const REVIEW_TEXT = {
  productMissing: "Product ID is missing",
  rating: "Please select a rating",
  ratingRange: "Rating must be a whole number from 1 to 5",
  name: "Please enter your name",
  nameTooLong: "Name must be at most 100 characters",
  title: "Title must be at most 100 characters",
  comment: "Comment must be at most 1000 characters",
  email: "Please enter a valid email address",
  submitted: "Review submitted successfully!",
  alreadyReviewed: "You have already reviewed this product",
} as const

// something@domain.tld without spaces: stricter than the form's "contains @", loose enough for real addresses.
export const EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/** Optional text: trimmed; empty after trimming counts as not sent (the form sends only non-empty fields). */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .transform((s) => (s.length ? s : undefined))
    .nullish()

export const CreateReviewBody = z.object({
  productId: z.string({ error: REVIEW_TEXT.productMissing }).trim().min(1, REVIEW_TEXT.productMissing).max(100, REVIEW_TEXT.productMissing),
  // 0 is what the form sends when no star was chosen.
  rating: z
    .number({ error: REVIEW_TEXT.rating })
    .refine((n) => n !== 0, REVIEW_TEXT.rating)
    .pipe(z.number().int(REVIEW_TEXT.ratingRange).min(1, REVIEW_TEXT.ratingRange).max(5, REVIEW_TEXT.ratingRange)),
  customerName: z.string({ error: REVIEW_TEXT.name }).trim().min(2, REVIEW_TEXT.name).max(100, REVIEW_TEXT.nameTooLong),
  title: optionalText(100, REVIEW_TEXT.title),
  comment: optionalText(1000, REVIEW_TEXT.comment),
  // Required for guests only; the route decides once it knows who is asking.
  guestEmail: z.string({ error: REVIEW_TEXT.email }).trim().max(254, REVIEW_TEXT.email).nullish(),
})

export type CreateReviewInput = z.infer<typeof CreateReviewBody>

export const MAX_PAGE_SIZE = 50
const MAX_STATS_IDS = 100

const wholeFrom1 = (label: string) => `${label} must be a whole number from 1`

/** page ≥ 1; limit ≥ 1, capped at 50 rather than refused; sortBy and order as in requirements REV-02. */
export const ListReviewsQuery = z.object({
  page: z.coerce
    .number({ error: wholeFrom1("page") })
    .int(wholeFrom1("page"))
    .min(1, wholeFrom1("page"))
    .max(1_000_000, "page is too large")
    .default(1),
  limit: z.coerce
    .number({ error: wholeFrom1("limit") })
    .int(wholeFrom1("limit"))
    .min(1, wholeFrom1("limit"))
    .default(10)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
  sortBy: z.enum(["createdAt", "rating"], { error: "sortBy must be createdAt or rating" }).default("createdAt"),
  order: z.enum(["asc", "desc"], { error: "order must be asc or desc" }).default("desc"),
})

export type ListReviewsInput = z.infer<typeof ListReviewsQuery>

export const BatchStatsQuery = z.object({
  productIds: z
    .string({ error: "productIds is required (comma-separated product ids)" })
    .transform((s) => [
      ...new Set(
        s
          .split(",")
          .map((id) => id.trim())
          .filter(Boolean)
      ),
    ])
    .refine((ids) => ids.length > 0, "productIds is required (comma-separated product ids)")
    .refine((ids) => ids.length <= MAX_STATS_IDS, `At most ${MAX_STATS_IDS} productIds per request`)
    .refine((ids) => ids.every((id) => id.length <= 100), "productIds contains an invalid id"),
})
