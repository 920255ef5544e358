import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { markRefundProcessed } from "../../../lib/payments/gateway/gateway-refunds"
import { setPaymentData } from "../../../lib/payments/money-received"
import { findGatewayPayment } from "../../../lib/payments/gateway/shop-gateway-payments"

export type SettleGatewayRefundInput = {
  /** Razorpay's pay_... and rfnd_... ids from the signed refund.processed body. */
  gatewayPaymentId: string
  refundId: string
  amountPaise: number
  processedAt: string
}

/**
 * Finds Medusa's payment behind a Razorpay payment by the pay_... id kept in
 * its data (the shop's own refunds and those made in Razorpay's Dashboard
 * alike), then marks the refund processed in the payment's data; a
 * replayed webhook finds it processed and writes nothing.
 */
export const settleGatewayRefundStep = createStep(
  "settle-gateway-refund",
  async (input: SettleGatewayRefundInput, { container }) => {
    const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
    const payment = await findGatewayPayment(container, input.gatewayPaymentId)
    if (!payment) {
      logger.warn(`Razorpay refund ${input.refundId} on ${input.gatewayPaymentId}: no payment of the shop has it (nothing changed)`)
      return new StepResponse({ changed: false, paymentId: null as string | null }, null)
    }
    const previous = payment.data ?? {}
    const result = markRefundProcessed(previous, {
      refundId: input.refundId,
      amountPaise: input.amountPaise,
      processedAt: input.processedAt,
    })
    if (!result.changed) return new StepResponse({ changed: false, paymentId: payment.id }, null)
    await setPaymentData(container, payment.id, result.data)
    logger.info(`Razorpay refund ${input.refundId} on ${input.gatewayPaymentId} processed: settled on payment ${payment.id}`)
    return new StepResponse({ changed: true, paymentId: payment.id }, { id: payment.id, data: previous })
  },
  async (previous, { container }) => {
    if (!previous) return
    await setPaymentData(container, previous.id, previous.data)
  }
)
