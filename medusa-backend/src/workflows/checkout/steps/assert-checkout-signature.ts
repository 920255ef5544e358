import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { invalidInput } from "../../../lib/errors"
import { FORGED_SIGNATURE_MESSAGE } from "../../../modules/providers/payment-razorpay/service"
import { razorpayOptionsFromEnv } from "../../../modules/providers/payment-razorpay/settings"
import { checkoutSignatureIsValid } from "../../../modules/providers/payment-razorpay/signatures"

/**
 * Refuses a forged checkout answer (400) before anything is written: the
 * signature Razorpay Checkout hands the page is HMAC-SHA256 of
 * `order_id|payment_id` with the key secret. The provider checks it again when
 * Medusa authorises the session; checking here first keeps the cart untouched.
 */
export const assertCheckoutSignatureStep = createStep(
  "assert-checkout-signature",
  async (input: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }) => {
    const keySecret = razorpayOptionsFromEnv()?.key_secret
    const valid =
      !!keySecret &&
      checkoutSignatureIsValid({
        orderId: input.razorpay_order_id,
        paymentId: input.razorpay_payment_id,
        signature: input.razorpay_signature,
        keySecret,
      })
    if (!valid) throw invalidInput(FORGED_SIGNATURE_MESSAGE)
    return new StepResponse(true)
  }
)
