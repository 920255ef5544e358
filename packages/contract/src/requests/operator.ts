import { z } from "zod"
import { LIST_PAGE_MAX } from "./paging.js"

/**
 * Requests of the operator calls the Medusa admin's pages and widgets make
 * (/api/admin/reviews, contact-messages, delivery-zones): the same routes the
 * dashboard could call, one contract for both.
 */

/** A whole number from the query string, in range, or refused. */
const queryInt = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`
  return z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message))
}

/** The Medusa admin's list pages: 20 rows unless asked, newest first. */
const adminPage = {
  limit: queryInt("limit", 1, LIST_PAGE_MAX).optional().default(20),
  offset: queryInt("offset", 0, 1_000_000_000).optional().default(0),
}

/** GET /api/admin/reviews?product_id&rating&status&limit&offset */
export const AdminReviewListQuery = z.object({
  ...adminPage,
  product_id: z.string().trim().min(1).max(100).optional(),
  rating: queryInt("rating", 1, 5).optional(),
  status: z.enum(["visible", "hidden"]).optional(),
})
export type AdminReviewListQuery = z.output<typeof AdminReviewListQuery>

/** GET /api/admin/contact-messages?status&limit&offset */
export const AdminContactListQuery = z.object({ ...adminPage, status: z.enum(["new", "handled"]).optional() })
export type AdminContactListQuery = z.output<typeof AdminContactListQuery>

/** PUT /api/admin/reviews/{id}: hide or show a review. */
export const ReviewStatusBody = z.object({ status: z.enum(["visible", "hidden"]) })
export type ReviewStatusBody = z.infer<typeof ReviewStatusBody>

/** PUT /api/admin/contact-messages/{id}: mark handled (or back to new). */
export const ContactStatusBody = z.object({ status: z.enum(["new", "handled"]) })
export type ContactStatusBody = z.infer<typeof ContactStatusBody>

/** A delivery zone from the Medusa admin's page; the PIN rules and days are checked by the backend's zone rules. */
export const DeliveryZoneBody = z.object({
  name: z.string().max(100),
  pins: z.array(z.string().max(20)).max(5000),
  minDays: z.number(),
  maxDays: z.number(),
  prepaid: z.boolean(),
  cod: z.boolean(),
})
export type DeliveryZoneBody = z.infer<typeof DeliveryZoneBody>

/** POST /api/admin/delivery-zone-imports {csv} */
export const DeliveryZonesImportBody = z.object({ csv: z.string().max(500_000) })
export type DeliveryZonesImportBody = z.infer<typeof DeliveryZonesImportBody>
