import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { OneReturnAnswer, ReceiveReturnBody } from "@sugandh/contract"
import { receiveReturnWorkflow } from "../../../../../../workflows/returns/receive-return"
import { returnFromPath, runAndAnswerReturn } from "../../helpers"

/**
 * POST /api/admin/returns/{id}/receive {items: [{line, accepted, damaged}]}:
 * Medusa's receive-return with the per-line check (accepted back to stock,
 * damaged written off); the credit note follows Medusa's event.
 */
export async function POST(req: AuthenticatedMedusaRequest<ReceiveReturnBody>, res: MedusaResponse<OneReturnAnswer>) {
  const found = await returnFromPath(req)
  await runAndAnswerReturn(req, res, found.id, () =>
    receiveReturnWorkflow(req.scope).run({
      input: { return_id: found.id, order_id: found.orderId, items: req.validatedBody.items, actor_id: req.auth_context.actor_id },
    })
  )
}
