import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { updatePromotionsWorkflow } from "@medusajs/medusa/core-flows"
import { PromotionStatus } from "@medusajs/framework/utils"
import { toCoupon } from "../../../../../lib/coupons/coupon-view"
import type { CouponStatusBody } from "../../../../../lib/coupons/validators"
import { findCoupon } from "../find-coupon"
import type { CouponChangeAnswer } from "@sugandh/contract"

/** PUT /api/coupons/{id}/status (admin) {isActive} -> {message, coupon} */
export async function PUT(req: AuthenticatedMedusaRequest<CouponStatusBody>, res: MedusaResponse<CouponChangeAnswer>) {
  const promotion = await findCoupon(req.scope, req.params.id ?? "")
  const { isActive } = req.validatedBody
  const status = isActive ? PromotionStatus.ACTIVE : PromotionStatus.INACTIVE
  await updatePromotionsWorkflow(req.scope).run({ input: { promotionsData: [{ id: promotion.id, status }] } })
  res.json({
    message: isActive ? "Coupon activated" : "Coupon deactivated",
    coupon: toCoupon({ ...promotion, status }),
  })
}
