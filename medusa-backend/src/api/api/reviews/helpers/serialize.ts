import { displayName } from "../../../../modules/review/lib/display-name"

/** The stored review fields a public answer is built from. guest_email is deliberately not among them. */
export type StoredReview = {
  id: string
  product_id: string
  rating: number
  title: string | null
  comment: string | null
  customer_name: string
  verified: boolean
  created_at: Date | string
}

/** Columns to select for public answers: guest_email is never read for them, so it cannot leak. */
export const PUBLIC_REVIEW_FIELDS = ["id", "product_id", "rating", "title", "comment", "customer_name", "verified", "created_at"] as const

type PublicReview = {
  _id: string
  rating: number
  title: string | null
  comment: string | null
  customerName: string
  displayName: string
  verified: boolean
  createdAt: string
  productId: string
}

/**
 * The /api review object (requirements REV-01); productId is the catalogue id ("P1") the storefront uses.
 * Public answers name the author only by the display name ("Asha V."):
 * customerName carries it too, so the full name typed into the form is never published.
 */
export function toPublicReview(review: StoredReview, catalogueId: string): PublicReview {
  return {
    _id: review.id,
    rating: review.rating,
    title: review.title ?? null,
    comment: review.comment ?? null,
    customerName: displayName(review.customer_name),
    displayName: displayName(review.customer_name),
    verified: review.verified,
    createdAt: new Date(review.created_at).toISOString(),
    productId: catalogueId,
  }
}
