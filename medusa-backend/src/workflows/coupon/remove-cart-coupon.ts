import { updateCartPromotionsWorkflow } from "@medusajs/medusa/core-flows"
import { PromotionActions } from "@medusajs/framework/utils"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { findCartCouponStep } from "./steps/find-cart-coupon"

/**
 * POST /api/coupons/remove as a workflow: every code leaves the customer's
 * server cart through Medusa's updateCartPromotionsWorkflow (REPLACE with
 * none, its steps compensate), so /cart and the order show no discount
 * either. A cart without a coupon is left untouched. Gives the cart's id (null
 * without a cart) for the answer.
 */
export const removeCartCouponWorkflow = createWorkflow("remove-cart-coupon", (input: { customer_id: string }) => {
  const found = findCartCouponStep({ customer_id: input.customer_id })
  when("cart-has-coupon", { found }, ({ found }) => !!found.cart_id && found.has_coupon).then(() => {
    const promotionsInput = transform({ found }, ({ found }) => ({
      cart_id: found.cart_id!,
      promo_codes: [] as string[],
      action: PromotionActions.REPLACE,
    }))
    updateCartPromotionsWorkflow.runAsStep({ input: promotionsInput })
  })
  return new WorkflowResponse(transform({ found }, ({ found }) => ({ cart_id: found.cart_id })))
})
