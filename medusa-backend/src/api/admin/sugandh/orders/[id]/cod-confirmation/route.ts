import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { loadSpecOrder } from "../../../../../../lib/orders/queries"
import { explainOrderFailure } from "../../../../../utils/order-failure"
import { confirmCodOrderWorkflow } from "../../../../../../workflows/cod/confirm-cod-order"

/**
 * POST /admin/sugandh/orders/{id}/cod-confirmation: the Medusa admin widget's
 * "Confirm COD order" (after a phone call); the same workflow as
 * PUT /api/admin/orders/{id}/cod-confirmation. Medusa's admin authentication guards it.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  if (!(await loadSpecOrder(req.scope, req.params.id))) throw new MedusaError(MedusaError.Types.NOT_FOUND, "Order not found")
  try {
    await confirmCodOrderWorkflow(req.scope).run({
      input: { order_id: req.params.id, confirmed_by: "admin", actor_id: req.auth_context.actor_id },
    })
  } catch (error) {
    throw explainOrderFailure(error)
  }
  res.json({ order: await loadSpecOrder(req.scope, req.params.id) })
}
