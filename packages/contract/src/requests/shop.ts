import { z } from "zod"
import { CONTACT_TEXT, NEWSLETTER_TEXT, REVIEW_TEXT } from "../messages/shop.js"
import { CONTACT_SUBJECTS, SITEMAP_MAX_URLS } from "../rules/catalogue.js"
import { EMAIL_PATTERN } from "../rules/email.js"
import { LENGTHS } from "../rules/lengths.js"

/** Request bodies and queries of reviews, the contact form and the newsletter. */

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
  customerName: z
    .string({ error: REVIEW_TEXT.name })
    .trim()
    .min(LENGTHS.reviewNameMin, REVIEW_TEXT.name)
    .max(LENGTHS.reviewNameMax, REVIEW_TEXT.nameTooLong),
  title: optionalText(LENGTHS.reviewTitleMax, REVIEW_TEXT.title),
  comment: optionalText(LENGTHS.reviewCommentMax, REVIEW_TEXT.comment),
  // Required for guests only; the route decides once it knows who is asking.
  guestEmail: z.string({ error: REVIEW_TEXT.email }).trim().max(254, REVIEW_TEXT.email).nullish(),
})

export type CreateReviewInput = z.infer<typeof CreateReviewBody>

export const MAX_PAGE_SIZE = 50
const MAX_STATS_IDS = 100

const wholeFrom1 = (label: string) => `${label} must be a whole number from 1`

/** page ≥ 1; limit ≥ 1, capped at 50 rather than refused; sortBy and order per the spec. */
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

const text = (label: string) => z.string({ error: `${label} must be text` }).trim()

export const ContactBody = z.object({
  name: text("Name").min(1, CONTACT_TEXT.required).max(100, "Name must be at most 100 characters"),
  email: text("Email").toLowerCase().max(254, CONTACT_TEXT.email).regex(EMAIL_PATTERN, CONTACT_TEXT.email),
  phone: text("Phone")
    .max(20, "Please enter a valid phone number")
    .refine((p) => !p || /^\+?[0-9][0-9\s()-]{5,18}$/.test(p), "Please enter a valid phone number")
    .transform((p) => p || undefined)
    .nullish(),
  subject: z.enum(CONTACT_SUBJECTS, { error: "Please choose a subject: product-inquiry, order-support, shipping or returns" }),
  message: text("Message").min(LENGTHS.contactMessageMin, CONTACT_TEXT.messageShort).max(5000, "Message must be at most 5000 characters"),
})

export type ContactInput = z.infer<typeof ContactBody>

export const NewsletterBody = z.object({
  email: z
    .string({ error: NEWSLETTER_TEXT.email })
    .trim()
    .toLowerCase()
    .max(254, NEWSLETTER_TEXT.email)
    .regex(EMAIL_PATTERN, NEWSLETTER_TEXT.email),
})

export type NewsletterInput = z.infer<typeof NewsletterBody>

const sitemapSize = `size must be a whole number from 1 to ${SITEMAP_MAX_URLS.toLocaleString("en-IN")}`

/** GET /api/catalogue/sitemap and /api/catalogue/sitemap/{part}: products per sitemap file (the protocol's limit unless smaller). */
export const SitemapQuery = z.object({
  size: z.coerce
    .number({ error: sitemapSize })
    .int(sitemapSize)
    .min(1, sitemapSize)
    .max(SITEMAP_MAX_URLS, sitemapSize)
    .default(SITEMAP_MAX_URLS),
})
export type SitemapQueryInput = z.infer<typeof SitemapQuery>
