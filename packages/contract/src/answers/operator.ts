import { z } from "zod"
import { OrderSchema } from "./orders.js"
import { ReviewStatsSchema } from "./shop.js"

/**
 * Answers of the operator calls behind the Medusa admin's pages and widgets
 * (reviews, contact messages, delivery zones, product insights, one order).
 */

const adminPageFields = { count: z.number().int().nonnegative(), limit: z.number().int(), offset: z.number().int() }

/** One review as the Medusa admin's reviews page lists it, with its product. */
export const AdminReviewRowSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  product: z.object({ id: z.string(), title: z.string(), handle: z.string(), external_id: z.string().nullable() }).nullable(),
  rating: z.number().int(),
  title: z.string().nullable(),
  comment: z.string().nullable(),
  customer_name: z.string(),
  guest_email: z.string().nullable(),
  customer_id: z.string().nullable(),
  verified: z.boolean(),
  status: z.enum(["visible", "hidden"]),
  created_at: z.union([z.string(), z.date()]),
})
export type AdminReviewRow = z.infer<typeof AdminReviewRowSchema>
export const AdminReviewListAnswerSchema = z.object({ reviews: z.array(AdminReviewRowSchema), ...adminPageFields })
export const AdminReviewAnswerSchema = z.object({ review: z.object({ id: z.string(), status: z.enum(["visible", "hidden"]) }) })
export const AdminDeletedAnswerSchema = z.object({ id: z.string(), deleted: z.literal(true) })

export const AdminContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  customer_id: z.string().nullable(),
  status: z.enum(["new", "handled"]),
})
export type AdminContactMessage = z.infer<typeof AdminContactMessageSchema>
export const AdminContactListAnswerSchema = z.object({ messages: z.array(AdminContactMessageSchema), ...adminPageFields })
export const AdminContactAnswerSchema = z.object({ message: AdminContactMessageSchema })

export const DeliveryZoneSchema = z.object({
  id: z.string(),
  name: z.string(),
  pins: z.array(z.string()),
  minDays: z.number(),
  maxDays: z.number(),
  prepaid: z.boolean(),
  cod: z.boolean(),
})
export type DeliveryZone = z.infer<typeof DeliveryZoneSchema>
export const DeliveryZoneListAnswerSchema = z.object({ zones: z.array(DeliveryZoneSchema) })
export const DeliveryZoneAnswerSchema = z.object({ zone: DeliveryZoneSchema })
export const DeliveryZonesImportedAnswerSchema = z.object({ imported: z.number().int(), zones: z.array(DeliveryZoneSchema) })

/** GET /api/admin/products/{id}/insights: the product widget's review stats, hidden reviews and wishlists. */
export const ProductInsightsSchema = ReviewStatsSchema.extend({ hiddenReviews: z.number().int(), wishlistCount: z.number().int() })
export type ProductInsights = z.infer<typeof ProductInsightsSchema>

/** GET /api/admin/orders/{id}: one order as the dashboard sees it (with the account's COD record when awaiting confirmation). */
export const AdminOrderAnswerSchema = z.object({ success: z.literal(true), order: OrderSchema })
export type AdminOrderAnswer = z.infer<typeof AdminOrderAnswerSchema>

export type AdminReviewListAnswer = z.infer<typeof AdminReviewListAnswerSchema>
export type AdminContactListAnswer = z.infer<typeof AdminContactListAnswerSchema>
export type DeliveryZoneListAnswer = z.infer<typeof DeliveryZoneListAnswerSchema>
