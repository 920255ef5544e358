import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { OneReturnAnswer } from "@sugandh/contract"
import { refundReturnWorkflow } from "../../../../../../workflows/returns/refund-return"
import { returnFromPath, runAndAnswerReturn } from "../../helpers"

/**
 * POST /api/admin/returns/{id}/refund: the received return's money through
 * refundOrderWorkflow (source `return:<id>`): at once at a gateway, else a
 * refund due to pay from the refunds-due list. 409 unless received, or when
 * already refunded.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse<OneReturnAnswer>) {
  const found = await returnFromPath(req)
  await runAndAnswerReturn(req, res, found.id, () =>
    refundReturnWorkflow(req.scope).run({ input: { return_id: found.id, actor_id: req.auth_context.actor_id } })
  )
}
