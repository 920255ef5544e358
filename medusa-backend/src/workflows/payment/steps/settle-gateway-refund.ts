import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { markRefundProcessed } from "../../../lib/payments/gateway/gateway-refunds"
import { setPaymentData } from "../../../lib/payments/money-received"

export type SettleGatewayRefundInput = {
  providerId: string
  /** Razorpay's pay_... and rfnd_... ids from the signed refund.processed body. */
  gatewayPaymentId: string
  refundId: string
  amountPaise: number
  sessionId: string | null
  processedAt: string
}

type Payment = { id: string; data?: Record<string, unknown> | null }

/**
 * Finds Medusa's payment behind a Razorpay payment: through the session named
 * in the refund's notes (the shop's own refunds), else among the provider's
 * payments by the pay_... id kept in their data (a refund made in Razorpay's
 * Dashboard). Then marks the refund processed in the payment's data; a
 * replayed webhook finds it processed and writes nothing.
 */
export const settleGatewayRefundStep = createStep(
  "settle-gateway-refund",
  async (input: SettleGatewayRefundInput, { container }) => {
    const payments = container.resolve(Modules.PAYMENT)
    const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
    const ofGateway = (p: Payment) => p.data?.razorpay_payment_id === input.gatewayPaymentId
    let payment: Payment | undefined
    if (input.sessionId) {
      payment = ((await payments.listPayments({ payment_session_id: input.sessionId }, { select: ["id", "data"] })) as Payment[]).find(
        ofGateway
      )
    }
    if (!payment) {
      // The payment table has provider_id; the filter's type does not name it.
      const byProvider = { provider_id: input.providerId } as Parameters<typeof payments.listPayments>[0]
      const all = (await payments.listPayments(byProvider, { select: ["id", "data"], order: { created_at: "DESC" } })) as Payment[]
      payment = all.find(ofGateway)
    }
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
    if (!result.changed) return new StepResponse({ changed: false, paymentId: payment.id as string | null }, null)
    await setPaymentData(container, payment.id, result.data)
    logger.info(`Razorpay refund ${input.refundId} on ${input.gatewayPaymentId} processed: settled on payment ${payment.id}`)
    return new StepResponse({ changed: true, paymentId: payment.id as string | null }, { id: payment.id, data: previous })
  },
  async (previous, { container }) => {
    if (!previous) return
    await setPaymentData(container, previous.id, previous.data)
  }
)
