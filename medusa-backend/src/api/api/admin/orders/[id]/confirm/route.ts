import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { confirmOrderWorkflow } from "../../../../../../workflows/order-admin/confirm-order"
import { orderIdFromPath, runAndAnswer } from "../../helpers"
import type { ConfirmOrderBodyType } from "../../validators"
import type { OrderChangeAnswer } from "@sugandh/contract"

const ORDER_CONFIRMED_MESSAGE = "Order confirmed successfully! Confirmation email sent to customer."

/** PUT /api/admin/orders/{id}/confirm {note}: pending -> processing by capturing the payment; the customer is e-mailed. */
export async function PUT(req: AuthenticatedMedusaRequest<ConfirmOrderBodyType>, res: MedusaResponse<OrderChangeAnswer>) {
  const orderId = await orderIdFromPath(req)
  const { note } = req.validatedBody
  await runAndAnswer(req, res, orderId, ORDER_CONFIRMED_MESSAGE, () =>
    confirmOrderWorkflow(req.scope).run({ input: { order_id: orderId, note, actor_id: req.auth_context.actor_id } })
  )
}
