import { z } from "zod"

/** A review as the product page shows it (the reviewer's e-mail never leaves the server). */
export const ReviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int(),
  title: z.string().nullable(),
  comment: z.string().nullable(),
  customerName: z.string(),
  displayName: z.string(),
  verified: z.boolean(),
  createdAt: z.string(),
  productId: z.string(),
})
export type Review = z.infer<typeof ReviewSchema>

/** POST /api/reviews: `held` when the review waits for the team's check before it shows. */
export const ReviewCreatedAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  held: z.boolean(),
  review: ReviewSchema,
})
export type ReviewCreatedAnswer = z.infer<typeof ReviewCreatedAnswerSchema>

/** GET /api/reviews/product/{id} */
export const ReviewListAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  reviews: z.array(ReviewSchema),
  pagination: z.object({
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    totalReviews: z.number().int(),
    hasNextPage: z.boolean(),
    hasPrevPage: z.boolean(),
  }),
})
export type ReviewListAnswer = z.infer<typeof ReviewListAnswerSchema>

export const ReviewStatsSchema = z.object({
  /** Mean of visible ratings to one decimal; 0 without reviews. */
  averageRating: z.number(),
  totalReviews: z.number().int(),
  /** Counts per star: index 0 = 1 star ... index 4 = 5 stars. */
  ratingDistribution: z.array(z.number().int()),
})
export type ReviewStats = z.infer<typeof ReviewStatsSchema>

/** GET /api/reviews/stats/{id}, /api/reviews/product/{id}/stats */
export const ReviewStatsAnswerSchema = z.object({ success: z.literal(true), message: z.string(), stats: ReviewStatsSchema })
/** GET /api/reviews/stats?productIds=...: keyed by the ids asked for. */
export const ReviewStatsBatchAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  stats: z.record(z.string(), ReviewStatsSchema),
})

/** POST /api/contact (201) */
export const ContactAnswerSchema = z.object({ message: z.string(), confirmationSent: z.boolean() })
export type ContactAnswer = z.infer<typeof ContactAnswerSchema>

/** POST /api/newsletter: 201 for a new address, 200 when it was already subscribed. */
export const NewsletterAnswerSchema = z.object({ success: z.literal(true), message: z.string(), alreadySubscribed: z.boolean() })
export type NewsletterAnswer = z.infer<typeof NewsletterAnswerSchema>

/** GET /api/pincodes/{pin}: where the PIN is and what the shop promises there. */
export const PincodeAnswerSchema = z.object({
  pin: z.string(),
  district: z.string(),
  state: z.string(),
  stateCode: z.string(),
  serviceable: z.boolean(),
  cod: z.boolean(),
  deliveryDays: z.object({ min: z.number(), max: z.number() }).nullable(),
  /** Calendar dates in IST, "YYYY-MM-DD". */
  estimatedDelivery: z.object({ from: z.string(), to: z.string() }).nullable(),
})
export type PincodeAnswer = z.infer<typeof PincodeAnswerSchema>

/** GET /api/catalogue/sitemap: how many product files the sitemap has at the asked size (at least one). */
export const SitemapSummaryAnswerSchema = z.object({
  parts: z.number().int().min(1),
})
export type SitemapSummaryAnswer = z.infer<typeof SitemapSummaryAnswerSchema>

/** GET /api/catalogue/sitemap/{part}: the published products of one sitemap file, by the id in their page's path. */
export const SitemapProductsAnswerSchema = z.object({
  products: z.array(z.object({ id: z.string(), updatedAt: z.string() })),
})
export type SitemapProductsAnswer = z.infer<typeof SitemapProductsAnswerSchema>

/** GET /api/config: what the storefront needs to reach the Store API and to show the shop's contacts. */
export const ConfigAnswerSchema = z.object({
  publishableKey: z.string(),
  regionId: z.string(),
  currency: z.string(),
  storeName: z.string(),
  contact: z.object({ phone: z.string(), email: z.string(), whatsapp: z.string(), hours: z.string() }),
  social: z.object({ instagram: z.string(), facebook: z.string(), youtube: z.string() }),
  festivalCode: z.string().nullish(),
  gst: z.object({ gstin: z.string() }),
  giftWrap: z.object({ price: z.number(), tax: z.number(), messageMaxLength: z.number() }),
  cod: z.object({ fee: z.number(), tax: z.number(), maxOrder: z.number(), confirmHours: z.number() }),
  /** The return policy's settings (issue 45), for the copy that states it. */
  returns: z.object({ windowDays: z.number(), pickupFee: z.number() }).optional(),
  googleClientId: z.string().optional(),
  /** Present only when the shop takes payments through a gateway: checkout offers "Pay online" first. */
  onlinePayment: z.object({ provider: z.literal("razorpay"), keyId: z.string() }).optional(),
  /** Development without SMTP: e-mails are not sent, their links are printed in the server log. */
  emailsInLog: z.boolean().optional(),
  /** A courier is set up (SHIPROCKET_*): the dashboard offers Book shipment, Label, Manifest (issue 44). */
  courierBooking: z.boolean().optional(),
})
export type ConfigAnswer = z.infer<typeof ConfigAnswerSchema>

export type ReviewStatsAnswer = z.infer<typeof ReviewStatsAnswerSchema>
export type ReviewStatsBatchAnswer = z.infer<typeof ReviewStatsBatchAnswerSchema>
