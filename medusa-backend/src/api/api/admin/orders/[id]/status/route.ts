import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { changeOrderStatus } from "./change-order-status"
import { orderIdFromPath, runAndAnswer } from "../../helpers"
import type { StatusBodyType } from "../../validators"
import type { OrderChangeAnswer } from "@sugandh/contract"

/**
 * PUT /api/admin/orders/{id}/status {status}: performs the real transition
 * (processing = capture, delivered = mark delivered, cancelled = cancel);
 * shipped needs tracking (400), an impossible change is 409.
 */
export async function PUT(req: AuthenticatedMedusaRequest<StatusBodyType>, res: MedusaResponse<OrderChangeAnswer>) {
  const orderId = await orderIdFromPath(req)
  const { status, note } = req.validatedBody
  await runAndAnswer(req, res, orderId, `Order status updated to ${status}`, () =>
    changeOrderStatus(req.scope, { order_id: orderId, status, note, actor_id: req.auth_context.actor_id })
  )
}
