import { createPromotionsWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { toPromotionData, type CouponInput } from "../../lib/coupons/coupon-view"
import { ensureCouponCodeFreeStep } from "./steps/ensure-code-free"

/** An operator's coupon: a code-based promotion in the store's currency. The code must be free. */
export const createCouponWorkflow = createWorkflow("coupon-create", (input: { coupon: CouponInput; currencyCode: string }) => {
  ensureCouponCodeFreeStep(transform({ input }, ({ input }) => ({ code: input.coupon.code })))
  const promotions = createPromotionsWorkflow.runAsStep({
    input: transform({ input }, ({ input }) => ({ promotionsData: [toPromotionData(input.coupon, input.currencyCode)] })),
  })
  const promotion = transform({ promotions }, ({ promotions }) => ({ id: promotions[0].id }))
  return new WorkflowResponse(promotion)
})
