import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

const DUPLICATE_COUPON_MESSAGE = "A coupon with this code already exists"

/**
 * Codes are compared case-insensitively: a promotion "festive20" made in the
 * Medusa admin blocks "FESTIVE20" here, since shoppers' codes are upper-cased.
 */
export const ensureCouponCodeFreeStep = createStep("coupon-ensure-code-free", async (input: { code: string }, { container }) => {
  const escaped = input.code.replace(/[\\%_]/g, (c) => `\\${c}`)
  const existing = await container.resolve(Modules.PROMOTION).listPromotions({ code: { $ilike: escaped } }, { select: ["id"], take: 1 })
  if (existing.length) throw new MedusaError(MedusaError.Types.DUPLICATE_ERROR, DUPLICATE_COUPON_MESSAGE)
  return new StepResponse(undefined)
})
