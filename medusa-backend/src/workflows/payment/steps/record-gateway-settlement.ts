import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { setPaymentData } from "../../../lib/payments/money-received"
import { findGatewayPayment } from "../../../lib/payments/gateway/shop-gateway-payments"

export type RecordGatewaySettlementInput = { gatewayPaymentId: string; settlementId: string; settledAt: string }

/**
 * Records Razorpay's settlement on the shop's payment (settlement_id,
 * settled_at in its data): a payment already recorded with this settlement is
 * left as it is, so a second confirmation changes nothing.
 */
export const recordGatewaySettlementStep = createStep(
  "record-gateway-settlement",
  async (input: RecordGatewaySettlementInput, { container }) => {
    const payment = await findGatewayPayment(container, input.gatewayPaymentId)
    if (!payment) return new StepResponse({ recorded: false, message: "Not a payment of the shop" }, null)
    if (payment.data?.settlement_id === input.settlementId) {
      return new StepResponse({ recorded: false, message: `Already recorded in ${input.settlementId}` }, null)
    }
    const previous = payment.data ?? {}
    await setPaymentData(container, payment.id, { ...previous, settlement_id: input.settlementId, settled_at: input.settledAt })
    return new StepResponse({ recorded: true, message: `Settled in ${input.settlementId}` }, { id: payment.id, data: previous })
  },
  async (previous, { container }) => {
    if (previous) await setPaymentData(container, previous.id, previous.data)
  }
)
