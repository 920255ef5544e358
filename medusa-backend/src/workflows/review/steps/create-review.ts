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

export const createReviewStep = createStep(
  "create-review",
  async (input: CreateReviewStepInput, { container }) => {
    const service = container.resolve<ReviewModuleService>(REVIEW_MODULE)
    const review = await service.createReviews(input)
    return new StepResponse(review, review.id)
  },
  // Undo when a later step of the workflow fails.
  async (id, { container }) => {
    if (!id) return
    await container.resolve<ReviewModuleService>(REVIEW_MODULE).deleteReviews(id)
  }
)
