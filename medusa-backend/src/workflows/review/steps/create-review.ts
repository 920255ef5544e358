import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { REVIEW_MODULE } from "../../../modules/review"
import type ReviewModuleService from "../../../modules/review/service"

export type CreateReviewStepInput = {
  product_id: string
  customer_id: string | null
  customer_name: string
  guest_email: string | null
  rating: number
  title: string | null
  comment: string | null
  verified: boolean
  status: "visible" | "hidden"
}

export const DUPLICATE_REVIEW = "This customer has already reviewed this product"

/**
 * The unique (customer_id, product_id) index refused the row: two submissions
 * raced past the route's check. Medusa's database error mapper reports a
 * unique violation as INVALID_DATA "Review with customer_id: …, product_id: …, already exists."
 */
function isDuplicateReview(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message
  return typeof message === "string" && /^Review with customer_id: .*, already exists\.$/.test(message)
}

export const createReviewStep = createStep(
  "create-review",
  async (input: CreateReviewStepInput, { container }) => {
    const service = container.resolve<ReviewModuleService>(REVIEW_MODULE)
    try {
      const review = await service.createReviews(input)
      return new StepResponse(review, review.id)
    } catch (error) {
      throw input.customer_id && isDuplicateReview(error) ? new MedusaError(MedusaError.Types.DUPLICATE_ERROR, DUPLICATE_REVIEW) : error
    }
  },
  // Undo when a later step of the workflow fails.
  async (id, { container }) => {
    if (!id) return
    await container.resolve<ReviewModuleService>(REVIEW_MODULE).deleteReviews(id)
  }
)
