import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { RefundDuePaidAnswer, RefundDuePaidBody } from "@sugandh/contract"
import { notFound } from "../../../../../../lib/errors"
import { REFUND_DUE_MODULE } from "../../../../../../modules/refund-due"
import type RefundDueModuleService from "../../../../../../modules/refund-due/service"
import { explainOrderFailure } from "../../../../../utils/order-failure"
import { markRefundDuePaidWorkflow } from "../../../../../../workflows/refunds/mark-refund-due-paid"
import { refundDueAnswer } from "../../to-answer"

/**
 * POST /api/admin/refunds-due/{id}/paid {utr}: the operator sent the money; Medusa records the refund
 * with the UTR as its note (the credit note and e-mail follow from payment.refunded). 404 for no such
 * refund, 409 when already paid or void, 400 for a UTR of the wrong shape or more than the payment has left.
 */
export async function POST(req: AuthenticatedMedusaRequest<RefundDuePaidBody>, res: MedusaResponse<RefundDuePaidAnswer>) {
  try {
    await markRefundDuePaidWorkflow(req.scope).run({
      input: { id: req.params.id, utr: req.validatedBody.utr, actorId: req.auth_context?.actor_id ?? null },
    })
  } catch (error) {
    throw explainOrderFailure(error)
  }
  const [row] = await req.scope.resolve<RefundDueModuleService>(REFUND_DUE_MODULE).listRefundDues({ id: req.params.id }, { take: 1 })
  if (!row) throw notFound("Refund not found")
  res.json({ refund: refundDueAnswer(row) })
}
