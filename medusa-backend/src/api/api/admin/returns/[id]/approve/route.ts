import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { OneReturnAnswer } from "@sugandh/contract"
import { decideReturnWorkflow } from "../../../../../../workflows/returns/decide-return"
import { returnFromPath, runAndAnswerReturn } from "../../helpers"

/** POST /api/admin/returns/{id}/approve: the shopper is e-mailed to send the parcel; 409 unless requested. */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse<OneReturnAnswer>) {
  const found = await returnFromPath(req)
  await runAndAnswerReturn(req, res, found.id, () =>
    decideReturnWorkflow(req.scope).run({
      input: { return_id: found.id, order_id: found.orderId, decision: "approved", actor_id: req.auth_context.actor_id },
    })
  )
}
