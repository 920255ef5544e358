import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { gatewayPaymentLockKey, GATEWAY_PAYMENT_LOCK } from "../../lib/payments/gateway/shop-gateway-payments"
import { recordGatewaySettlementStep, type RecordGatewaySettlementInput } from "./steps/record-gateway-settlement"

/** The operator confirmed a row of Razorpay's settlement report: the payment is recorded as settled (under its lock). */
export const recordGatewaySettlementWorkflow = createWorkflow("record-gateway-settlement", (input: RecordGatewaySettlementInput) => {
  const key = transform({ input }, ({ input }) => gatewayPaymentLockKey(input.gatewayPaymentId))
  acquireLockStep({ key, ...GATEWAY_PAYMENT_LOCK })
  const result = recordGatewaySettlementStep(input)
  releaseLockStep({ key })
  return new WorkflowResponse(result)
})
