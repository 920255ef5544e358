import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ConfirmGatewaySettlementsBodyType, GatewaySettlementConfirmAnswer } from "@sugandh/contract"
import { recordGatewaySettlementWorkflow } from "../../../../../../workflows/payment/record-gateway-settlement"

/**
 * POST /api/admin/payments/gateway-settlements/confirm {matches: [{gatewayPaymentId,
 * settlementId, settledAt}]}: records each ticked settlement on its payment;
 * one already recorded, or a payment the shop does not have, is reported and
 * changes nothing.
 */
export async function POST(
  req: AuthenticatedMedusaRequest<ConfirmGatewaySettlementsBodyType>,
  res: MedusaResponse<GatewaySettlementConfirmAnswer>
) {
  const results: GatewaySettlementConfirmAnswer["results"] = []
  for (const match of req.validatedBody.matches) {
    const { result } = await recordGatewaySettlementWorkflow(req.scope).run({ input: match })
    results.push({ gatewayPaymentId: match.gatewayPaymentId, ...result })
  }
  const recorded = results.filter((r) => r.recorded).length
  res.json({ success: true, message: `${recorded} ${recorded === 1 ? "payment" : "payments"} recorded as settled`, recorded, results })
}
