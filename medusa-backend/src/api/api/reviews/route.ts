import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { DomainError } from "../../../lib/errors"
import { createReviewWorkflow } from "../../../workflows/review/create-review"
import { resolveProductOr404 } from "./helpers/products"
import { toPublicReview } from "./helpers/serialize"
import { EMAIL_RE, REVIEW_TEXT, type CreateReviewInput } from "./validators"
import type { ReviewCreatedAnswer } from "@sugandh/contract"

/**
 * POST /api/reviews: guests give a name and an e-mail; signed-in customers
 * (optional bearer token) give a name only and may be "verified" buyers.
 * A customer reviews a product once (409 afterwards); a guest's review is held
 * for moderation (`held: true`) and is published when an operator shows it.
 */
export async function POST(req: AuthenticatedMedusaRequest<CreateReviewInput>, res: MedusaResponse<ReviewCreatedAnswer>) {
  const body = req.validatedBody
  // An unusable token (actor_id "" for an identity without a customer) counts as a guest.
  const customerId = req.auth_context?.actor_type === "customer" && req.auth_context.actor_id ? req.auth_context.actor_id : null

  let guestEmail: string | null = null
  if (!customerId) {
    guestEmail = body.guestEmail ?? null
    if (!guestEmail || !EMAIL_RE.test(guestEmail)) {
      throw new DomainError("invalid", REVIEW_TEXT.email, {
        errors: [{ msg: REVIEW_TEXT.email, path: "guestEmail" }],
        extra: { success: false },
      })
    }
  }

  const product = await resolveProductOr404(req.scope, body.productId)
  const { result } = await createReviewWorkflow(req.scope)
    .run({
      input: {
        product_id: product.medusaId,
        customer_id: customerId,
        customer_name: body.customerName,
        guest_email: guestEmail,
        rating: body.rating,
        title: body.title ?? null,
        comment: body.comment ?? null,
      },
    })
    .catch((error: unknown) => {
      // The workflow refuses a customer's second review, and the unique index one that raced past that check.
      if ((error as { type?: unknown }).type === MedusaError.Types.DUPLICATE_ERROR) {
        throw new DomainError("conflict", REVIEW_TEXT.alreadyReviewed, { extra: { success: false } })
      }
      throw error
    })

  res.status(201).json({
    success: true,
    message: REVIEW_TEXT.submitted,
    held: result.status === "hidden",
    review: toPublicReview(result, product.catalogueId),
  })
}
