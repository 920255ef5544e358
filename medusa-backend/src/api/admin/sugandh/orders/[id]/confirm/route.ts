import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { loadSpecOrder } from "../../../../../../lib/orders/queries"
import { confirmOrderWorkflow } from "../../../../../../workflows/order-admin/confirm-order"
import { explainOrderFailure } from "../../../../../utils/order-failure"
import type { ConfirmBody } from "../../../validators"

/**
 * POST /admin/sugandh/orders/{id}/confirm {note?}: Confirm payment from the
 * Medusa admin; the same workflow as PUT /api/admin/orders/{id}/confirm
 * (captures the payment, e-mails the customer).
 */
export async function POST(req: AuthenticatedMedusaRequest<ConfirmBody>, res: MedusaResponse) {
  if (!(await loadSpecOrder(req.scope, req.params.id))) throw new MedusaError(MedusaError.Types.NOT_FOUND, "Order not found")
  try {
    await confirmOrderWorkflow(req.scope).run({
      input: { order_id: req.params.id, note: req.validatedBody.note ?? null, actor_id: req.auth_context.actor_id },
    })
  } catch (error) {
    throw explainOrderFailure(error)
  }
  res.json({ order: await loadSpecOrder(req.scope, req.params.id) })
}
