import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { COUPON_PROMOTION_FIELDS, type PromotionForCoupon } from "../../../../lib/coupons/coupon-view"
import { notFound } from "../../../../lib/errors"

/** A coupon by promotion id (the list's _id), or by its code as a convenience. 404 otherwise. */
export async function findCoupon(container: MedusaContainer, idOrCode: string): Promise<PromotionForCoupon> {
  const key = idOrCode.trim()
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const filters = key.startsWith("promo_") ? { id: key } : { code: key.toUpperCase() }
  const { data } = await query.graph({ entity: "promotion", fields: COUPON_PROMOTION_FIELDS, filters })
  const promotion = data[0] as PromotionForCoupon | undefined
  if (!promotion || !key) throw notFound("Coupon not found")
  return promotion
}
