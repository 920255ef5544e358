import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createReviewStep } from "./steps/create-review"
import { hasPaidOrderWithProductStep } from "./steps/has-paid-order-with-product"
import { refuseSecondReviewStep } from "./steps/refuse-second-review"

export type CreateReviewWorkflowInput = {
  product_id: string
  /** Signed-in author; null for guests. */
  customer_id: string | null
  customer_name: string
  /** Guests only; ignored (not stored) for signed-in authors. */
  guest_email?: string | null
  rating: number
  title?: string | null
  comment?: string | null
}

/**
 * A signed-in customer's second review of a product is refused first
 * (DUPLICATE_ERROR, as the unique index refuses a racing one). Then stores a review, marked verified when its signed-in author has a paid order
 * containing the product. A guest's review is held (status "hidden") until an
 * operator shows it on the Medusa admin's reviews page: anyone can type any
 * name and e-mail, so nothing a guest writes is published unchecked.
 */
export const createReviewWorkflow = createWorkflow("create-review", (input: CreateReviewWorkflowInput) => {
  refuseSecondReviewStep({ customer_id: input.customer_id, product_id: input.product_id })
  const verified = hasPaidOrderWithProductStep({ customer_id: input.customer_id, product_id: input.product_id })
  const data = transform({ input, verified }, ({ input, verified }) => ({
    product_id: input.product_id,
    customer_id: input.customer_id ?? null,
    customer_name: input.customer_name,
    guest_email: input.customer_id ? null : (input.guest_email?.trim().toLowerCase() ?? null),
    rating: input.rating,
    title: input.title ?? null,
    comment: input.comment ?? null,
    verified: !!input.customer_id && verified,
    status: (input.customer_id ? "visible" : "hidden") as "visible" | "hidden",
  }))
  const review = createReviewStep(data)
  return new WorkflowResponse(review)
})
