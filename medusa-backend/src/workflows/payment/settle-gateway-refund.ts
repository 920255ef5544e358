import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { gatewayPaymentLockKey, GATEWAY_PAYMENT_LOCK } from "../../lib/payments/gateway/shop-gateway-payments"
import { settleGatewayRefundStep, type SettleGatewayRefundInput } from "./steps/settle-gateway-refund"

/**
 * Razorpay's refund.processed: the gateway refund is settled on Medusa's payment (D2: the money reached the source).
 * Under the gateway payment's lock, as every write of its data (the settlement report too), so two webhooks at once lose nothing.
 */
export const settleGatewayRefundWorkflow = createWorkflow("settle-gateway-refund", (input: SettleGatewayRefundInput) => {
  const key = transform({ input }, ({ input }) => gatewayPaymentLockKey(input.gatewayPaymentId))
  acquireLockStep({ key, ...GATEWAY_PAYMENT_LOCK })
  const result = settleGatewayRefundStep(input)
  releaseLockStep({ key })
  return new WorkflowResponse(result)
})
