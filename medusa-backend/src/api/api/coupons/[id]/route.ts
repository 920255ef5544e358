import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deletePromotionsWorkflow } from "@medusajs/medusa/core-flows"
import { findCoupon } from "./find-coupon"
import type { CouponDeleteAnswer } from "@sugandh/contract"

/** DELETE /api/coupons/{id} (admin) -> {message, id} */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse<CouponDeleteAnswer>) {
  const promotion = await findCoupon(req.scope, req.params.id ?? "")
  await deletePromotionsWorkflow(req.scope).run({ input: { ids: [promotion.id] } })
  res.json({ message: "Coupon deleted successfully", id: promotion.id })
}
