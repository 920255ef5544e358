import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { OneReturnAnswer, RejectReturnBody } from "@sugandh/contract"
import { decideReturnWorkflow } from "../../../../../../workflows/returns/decide-return"
import { returnFromPath, runAndAnswerReturn } from "../../helpers"

/** POST /api/admin/returns/{id}/reject {reason}: Medusa's return is cancelled, the shopper e-mailed why; 409 unless requested. */
export async function POST(req: AuthenticatedMedusaRequest<RejectReturnBody>, res: MedusaResponse<OneReturnAnswer>) {
  const found = await returnFromPath(req)
  await runAndAnswerReturn(req, res, found.id, () =>
    decideReturnWorkflow(req.scope).run({
      input: {
        return_id: found.id,
        order_id: found.orderId,
        decision: "rejected",
        reason: req.validatedBody.reason,
        actor_id: req.auth_context.actor_id,
      },
    })
  )
}
