import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { recordGatewaySettlementStep, type RecordGatewaySettlementInput } from "./steps/record-gateway-settlement"

/** The operator confirmed a row of Razorpay's settlement report: the payment is recorded as settled. */
export const recordGatewaySettlementWorkflow = createWorkflow("record-gateway-settlement", (input: RecordGatewaySettlementInput) => {
  return new WorkflowResponse(recordGatewaySettlementStep(input))
})
