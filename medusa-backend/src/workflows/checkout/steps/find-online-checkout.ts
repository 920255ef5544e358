import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { findOnlineCheckout } from "../../../lib/checkout/online-payment"
import { invalidInput } from "../../../lib/errors"

export const UNKNOWN_ONLINE_PAYMENT_MESSAGE = "This payment does not belong to your checkout. Please start the payment again from checkout."

/**
 * The customer's cart (or order already made) the paid Razorpay order belongs
 * to; a Razorpay order of no cart or order of this customer is refused (400)
 * before anything changes. Read-only.
 */
export const findOnlineCheckoutStep = createStep(
  "find-online-checkout",
  async (input: { customer_id: string; razorpay_order_id: string }, { container }) => {
    const found = await findOnlineCheckout(container, input.customer_id, input.razorpay_order_id)
    if (found.kind === "none") throw invalidInput(UNKNOWN_ONLINE_PAYMENT_MESSAGE)
    return new StepResponse(found)
  }
)
