import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { COUPON_MESSAGES, couponRefusal, findPromotionByCode } from "../../../lib/checkout/coupon"
import { conflict, invalidInput } from "../../../lib/errors"

/**
 * A coupon Medusa would refuse is answered in the validate call's words
 * before anything changes: 409 when used up, 400 otherwise. No code, no check.
 * Read-only (Medusa counts the use, row-locked, when it completes the cart).
 */
export const assertCouponUsableStep = createStep("assert-coupon-usable", async (input: { code: string | null }, { container }) => {
  if (!input.code) return new StepResponse(true)
  const refusal = couponRefusal(await findPromotionByCode(container, input.code))
  if (refusal === COUPON_MESSAGES.usedUp) throw conflict(refusal)
  if (refusal) throw invalidInput(refusal)
  return new StepResponse(true)
})
