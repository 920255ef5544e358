import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { confirmCodOrderWorkflow } from "../../../../../../workflows/cod/confirm-cod-order"
import { COD_MESSAGES } from "../../../../../../lib/cod/settings"
import { orderIdFromPath, runAndAnswer } from "../../helpers"
import type { OrderChangeAnswer } from "@sugandh/contract"

/**
 * PUT /api/admin/orders/{id}/cod-confirmation: an operator confirms a
 * cash-on-delivery order after calling the shopper (admin role checked by
 * /api/admin/*'s middleware). Already confirmed, cancelled or prepaid: 409.
 */
export async function PUT(req: AuthenticatedMedusaRequest, res: MedusaResponse<OrderChangeAnswer>) {
  const orderId = await orderIdFromPath(req)
  await runAndAnswer(req, res, orderId, COD_MESSAGES.confirmedByOperator, () =>
    confirmCodOrderWorkflow(req.scope).run({
      input: { order_id: orderId, confirmed_by: "admin", actor_id: req.auth_context.actor_id },
    })
  )
}
