import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { getStoreContext } from "../../../lib/catalogue/store-context"
import { COUPON_PROMOTION_FIELDS, toCoupon, type PromotionForCoupon } from "../../../lib/coupons/coupon-view"
import { createCouponWorkflow } from "../../../workflows/coupon/create-coupon"
import type { CreateCouponBody } from "../../../lib/coupons/validators"
import type { CouponChangeAnswer, CouponListAnswer } from "@sugandh/contract"

/** GET /api/coupons (admin) -> [{_id, id, code, discountType, discountAmount, isActive, createdAt}], newest first. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<CouponListAnswer>) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "promotion",
    fields: COUPON_PROMOTION_FIELDS,
    filters: { is_automatic: false },
    pagination: { order: { created_at: "DESC" } },
  })
  res.json((data as PromotionForCoupon[]).filter((p) => !!p.code).map(toCoupon))
}

/** POST /api/coupons (admin) {code, discountAmount, discountType, isActive} -> 201 {message, coupon} */
export async function POST(req: AuthenticatedMedusaRequest<CreateCouponBody>, res: MedusaResponse<CouponChangeAnswer>) {
  const { currencyCode } = await getStoreContext(req.scope)
  const coupon = req.validatedBody
  // One at a time, so the code check and the insert cannot interleave.
  const { id } = await req.scope
    .resolve(Modules.LOCKING)
    .execute("sugandh:coupon-create", async () => (await createCouponWorkflow(req.scope).run({ input: { coupon, currencyCode } })).result, {
      timeout: 30,
    })
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "promotion", fields: COUPON_PROMOTION_FIELDS, filters: { id } })
  res.status(201).json({ message: "Coupon created successfully!", coupon: toCoupon(data[0] as PromotionForCoupon) })
}
