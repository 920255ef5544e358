import type { NewReview } from "../types"
import { LENGTHS, REVIEW_FORM_TEXT } from "@sugandh/contract"

export const REVIEW_LIMITS = { title: LENGTHS.reviewTitleMax, comment: LENGTHS.reviewCommentMax, nameMin: LENGTHS.reviewNameMin } as const

export { REVIEW_FORM_TEXT }

export type ReviewFormValues = { rating: number; name: string; email: string; title: string; comment: string }

/**
 * The form's checks (requirements REV-04, REV-08), in order; the first failure is the message to show.
 * Optional fields go out only when non-empty after trimming; guests add their e-mail.
 */
export function validateReview(
  values: ReviewFormValues,
  productId: string,
  signedIn: boolean
): { ok: true; review: NewReview } | { ok: false; error: string } {
  if (values.rating < 1 || values.rating > 5) return { ok: false, error: REVIEW_FORM_TEXT.rating }
  const name = values.name.trim()
  if (name.length < REVIEW_LIMITS.nameMin) return { ok: false, error: REVIEW_FORM_TEXT.name }
  const email = values.email.trim()
  if (!signedIn && !email.includes("@")) return { ok: false, error: REVIEW_FORM_TEXT.email }
  const review: NewReview = { productId, rating: values.rating, customerName: name }
  const title = values.title.trim().slice(0, REVIEW_LIMITS.title)
  const comment = values.comment.trim().slice(0, REVIEW_LIMITS.comment)
  if (title) review.title = title
  if (comment) review.comment = comment
  if (!signedIn) review.guestEmail = email
  return { ok: true, review }
}
