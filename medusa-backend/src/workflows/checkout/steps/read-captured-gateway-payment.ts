import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { capturedPaymentIdOfOrder } from "../../../lib/checkout/online-payment"

/**
 * The order's captured gateway payment. Razorpay captures automatically, so a
 * payment the checkout reports is captured by the time the order exists; one
 * that is only authorised has no capture to announce (payment_id null) and
 * waits for Razorpay's payment.captured webhook.
 */
export const readCapturedGatewayPaymentStep = createStep(
  "read-captured-gateway-payment",
  async (input: { order_id: string }, { container }) => {
    return new StepResponse({ payment_id: await capturedPaymentIdOfOrder(container, input.order_id) })
  }
)
