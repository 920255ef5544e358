import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { OneReturnAnswer, ShipExchangeBody } from "@sugandh/contract"
import { shipExchangeWorkflow } from "../../../../../../workflows/returns/ship-exchange"
import { returnFromPath, runAndAnswerReturn } from "../../helpers"

/**
 * POST /api/admin/returns/{id}/ship-exchange {trackingNumber, trackingUrl?}: the exchange's new
 * sizes are fulfilled and shipped (shipExchangeWorkflow). 409 for a return that is no exchange,
 * not approved yet, already shipped, or a prepaid difference not paid yet.
 */
export async function POST(req: AuthenticatedMedusaRequest<ShipExchangeBody>, res: MedusaResponse<OneReturnAnswer>) {
  const found = await returnFromPath(req)
  await runAndAnswerReturn(req, res, found.id, () =>
    shipExchangeWorkflow(req.scope).run({
      input: {
        order_id: found.orderId,
        return_id: found.id,
        tracking_number: req.validatedBody.trackingNumber,
        tracking_url: req.validatedBody.trackingUrl ?? null,
        actor_id: req.auth_context.actor_id,
      },
    })
  )
}
