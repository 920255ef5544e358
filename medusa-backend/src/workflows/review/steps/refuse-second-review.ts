import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { REVIEW_MODULE } from "../../../modules/review"
import type ReviewModuleService from "../../../modules/review/service"
import { DUPLICATE_REVIEW } from "./create-review"

/**
 * A customer reviews a product once: a second review is refused before
 * anything is written, with the same DUPLICATE_ERROR the database's unique
 * index gives a submission that races past this check (the route answers
 * both 409). Guests are held for moderation instead. Read-only.
 */
export const refuseSecondReviewStep = createStep(
  "refuse-second-review",
  async (input: { customer_id: string | null; product_id: string }, { container }) => {
    if (!input.customer_id) return new StepResponse(true)
    const [, existing] = await container
      .resolve<ReviewModuleService>(REVIEW_MODULE)
      .listAndCountReviews({ product_id: input.product_id, customer_id: input.customer_id }, { take: 1, select: ["id"] })
    if (existing > 0) throw new MedusaError(MedusaError.Types.DUPLICATE_ERROR, DUPLICATE_REVIEW)
    return new StepResponse(true)
  }
)
