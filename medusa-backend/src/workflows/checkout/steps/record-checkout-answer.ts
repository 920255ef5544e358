import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"

type Input = {
  session: { id: string; amount: number; currency_code: string; data: Record<string, unknown> }
  razorpay_payment_id: string
  razorpay_signature: string
}

/**
 * Puts Razorpay Checkout's answer (payment id and signature) on the gateway's
 * payment session, where the provider's authorizePayment reads it when
 * completeCartWorkflow authorises the session. Undone (the session's data as
 * it was) if the order cannot be made, so the cart is as before.
 */
export const recordCheckoutAnswerStep = createStep(
  "record-checkout-answer",
  async (input: Input, { container }) => {
    const payment = container.resolve(Modules.PAYMENT)
    await payment.updatePaymentSession({
      id: input.session.id,
      amount: input.session.amount,
      currency_code: input.session.currency_code,
      data: {
        ...input.session.data,
        razorpay_payment_id: input.razorpay_payment_id,
        razorpay_signature: input.razorpay_signature,
      },
    })
    return new StepResponse(true, input.session)
  },
  async (session, { container }) => {
    if (!session) return
    await container.resolve(Modules.PAYMENT).updatePaymentSession({
      id: session.id,
      amount: session.amount,
      currency_code: session.currency_code,
      data: session.data,
    })
  }
)
