import { acquireLockStep, completeCartWorkflow, emitEventStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { PaymentEvents } from "@medusajs/framework/utils"
import { placeOrderLockKey } from "../../lib/orders/locks"
import { assertCheckoutSignatureStep } from "./steps/assert-checkout-signature"
import { findOnlineCheckoutStep } from "./steps/find-online-checkout"
import { recordCheckoutAnswerStep } from "./steps/record-checkout-answer"
import { readCapturedGatewayPaymentStep } from "./steps/read-captured-gateway-payment"

export type CompleteOnlinePaymentInput = {
  customer_id: string
  razorpay_order_id: string
  razorpay_payment_id: string
  razorpay_signature: string
}

export type CompleteOnlinePaymentOutput = { order_id: string; replayed: boolean }

/** Seconds, as placeOrderWorkflow: a second click waits for the first to finish, then finds its order. */
const CUSTOMER_LOCK_TIMEOUT = 30
const CUSTOMER_LOCK_TTL = 120

/**
 * Razorpay Checkout's handler reported a payment: the cart becomes the order.
 *
 * 1. under the customer's lock (the one placing an order takes), so a double
 *    click or a retry finds the order the first made;
 * 2. the signature of `order_id|payment_id` is checked first: a forged one is
 *    refused (400) with nothing written;
 * 3. the Razorpay order must be the customer's: their open cart's gateway
 *    session, or an order already made from it (answered again, nothing new);
 * 4. the answer goes onto the payment session and completeCartWorkflow makes
 *    the order: Medusa authorises the session through the provider (which
 *    verifies again and reads the payment from Razorpay: captured, as capture
 *    is automatic), reserves the stock and records the capture; any failure
 *    compensates back to the cart as it was;
 * 5. the capture is announced as Medusa's payment.captured, the path every
 *    other confirmation takes (subscribers/order-confirmed.ts: invoice and
 *    e-mail, per D1). Nothing after the order is made can undo it: the money is taken.
 */
export const completeOnlinePaymentWorkflow = createWorkflow("complete-online-payment", (input: CompleteOnlinePaymentInput) => {
  const lockKey = transform({ input }, ({ input }) => placeOrderLockKey(input.customer_id))
  acquireLockStep({ key: lockKey, timeout: CUSTOMER_LOCK_TIMEOUT, ttl: CUSTOMER_LOCK_TTL })

  assertCheckoutSignatureStep({
    razorpay_order_id: input.razorpay_order_id,
    razorpay_payment_id: input.razorpay_payment_id,
    razorpay_signature: input.razorpay_signature,
  })
  const found = findOnlineCheckoutStep({ customer_id: input.customer_id, razorpay_order_id: input.razorpay_order_id })

  const made = when("online-cart-to-complete", { found }, ({ found }) => found.kind === "cart").then(() => {
    const answer = transform({ found, input }, ({ found, input }) => ({
      session: (found as Extract<typeof found, { kind: "cart" }>).session,
      razorpay_payment_id: input.razorpay_payment_id,
      razorpay_signature: input.razorpay_signature,
    }))
    recordCheckoutAnswerStep(answer)
    const cartId = transform({ found }, ({ found }) => ({ id: (found as Extract<typeof found, { kind: "cart" }>).cart_id }))
    const completed = completeCartWorkflow.runAsStep({ input: cartId })
    const orderId = transform({ completed }, ({ completed }) => completed.id as string)
    const payment = readCapturedGatewayPaymentStep({ order_id: orderId })
    return transform({ orderId, payment }, ({ orderId, payment }) => ({ order_id: orderId, payment_id: payment.payment_id }))
  })

  // The workflow SDK has no nested when(): an order only authorised (no capture yet) waits for the webhook.
  when("online-payment-captured", { made }, ({ made }) => !!made?.payment_id).then(() => {
    const event = transform({ made }, ({ made }) => ({ id: made!.payment_id! }))
    emitEventStep({ eventName: PaymentEvents.CAPTURED, data: event })
  })

  releaseLockStep({ key: lockKey })

  const result = transform({ found, made }, ({ found, made }): CompleteOnlinePaymentOutput => {
    if (found.kind === "order") return { order_id: found.order_id, replayed: true }
    return { order_id: made!.order_id, replayed: false }
  })
  return new WorkflowResponse(result)
})
