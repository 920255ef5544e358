import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { explainCheckoutFailure } from "../../../../lib/checkout/checkout-failure"
import { validateCartCouponWorkflow } from "../../../../workflows/coupon/validate-cart-coupon"
import type { CouponCodeBodyType } from "./validators"
import type { CouponValidateAnswer } from "@sugandh/contract"

/**
 * POST /api/coupons/validate {code, orderAmount}: answers from Medusa's
 * Promotion module against the customer's server cart. A code that cannot be
 * used is a normal answer (200, valid false, the reason in message); the
 * orderAmount sent by the client is not used for the discount.
 */
export async function POST(req: AuthenticatedMedusaRequest<CouponCodeBodyType>, res: MedusaResponse<CouponValidateAnswer>) {
  const { code } = req.validatedBody
  const { result } = await validateCartCouponWorkflow(req.scope)
    .run({ input: { customer_id: req.auth_context.actor_id, code } })
    .catch(async (error: unknown) => {
      throw await explainCheckoutFailure(req.scope, error, { cartId: "", salesChannelId: "" })
    })
  if (!result.valid) {
    res.json({ success: false, valid: false, coupon: null, message: result.message })
    return
  }
  res.json({
    success: true,
    valid: true,
    coupon: { code: result.code, calculatedDiscount: result.calculatedDiscount },
    totals: result.totals,
    message: result.message,
  })
}
