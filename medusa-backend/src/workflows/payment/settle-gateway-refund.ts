import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { settleGatewayRefundStep, type SettleGatewayRefundInput } from "./steps/settle-gateway-refund"

/** Razorpay's refund.processed: the gateway refund is settled on Medusa's payment (D2: the money reached the source). */
export const settleGatewayRefundWorkflow = createWorkflow("settle-gateway-refund", (input: SettleGatewayRefundInput) => {
  return new WorkflowResponse(settleGatewayRefundStep(input))
})
