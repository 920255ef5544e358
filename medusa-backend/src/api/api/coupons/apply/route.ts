import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { notFound } from "../../../../lib/errors"
import { formatOrderNumber } from "../../../../lib/orders/order-number"
import { readOrders } from "../../../../lib/orders/read-orders"
import { COUPON_MESSAGES, couponRefusal, findPromotionByCode } from "../../../../lib/checkout/coupon"
import type { CouponCodeBodyType } from "../validate/validators"
import type { CouponApplyAnswer } from "@sugandh/contract"

type OrderRow = { id: string; display_id: number; promotions?: ({ code?: string | null } | null)[] | null }

/**
 * POST /api/coupons/apply {code}, sent by the storefront after an order.
 * Medusa already counted the use when it completed the cart (registerUsage,
 * row-locked against the limit), so this call records nothing new: it
 * confirms that one of the customer's orders carries the coupon and reports
 * the promotion's count. Repeating it never counts twice.
 *
 * One refusal (404 "Invalid coupon code") for a code that does not exist, is
 * inactive, outside its dates, or is on none of the caller's orders, so this
 * route tells a guesser nothing validate does not (both share one rate limit).
 * A used-up code still answers: the caller's own order used it.
 */
export async function POST(req: AuthenticatedMedusaRequest<CouponCodeBodyType>, res: MedusaResponse<CouponApplyAnswer>) {
  const { code } = req.validatedBody
  const promotion = await findPromotionByCode(req.scope, code)
  if (!promotion || couponRefusal(promotion) === COUPON_MESSAGES.invalid) throw notFound(COUPON_MESSAGES.invalid)

  const orders = await readOrders<OrderRow>(req.scope, {
    fields: ["id", "display_id", "promotions.code"],
    filters: { customer_id: req.auth_context.actor_id },
    pagination: { order: { created_at: "DESC" } },
  })
  const order = orders.find((o) => (o.promotions ?? []).some((p) => p?.code === code))
  if (!order) throw notFound(COUPON_MESSAGES.invalid)

  res.json({
    success: true,
    message: "Coupon use recorded",
    coupon: { code, usedCount: promotion.used ?? 0, usageLimit: promotion.limit ?? null },
    orderNumber: formatOrderNumber(order.display_id),
  })
}
