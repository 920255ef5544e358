import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { notFound } from "../../../../lib/errors"
import { loadOrderView, resolveOrderId } from "../../../../lib/orders/queries"
import { runExplained } from "../../../utils/order-failure"
import type { OrderChangeAnswer } from "@sugandh/contract"

/** The order behind /api/admin/orders/{id} (Medusa id or "ORD-1001"); 404 otherwise. */
export async function orderIdFromPath(req: AuthenticatedMedusaRequest): Promise<string> {
  const id = await resolveOrderId(req.scope, req.params.id)
  if (!id) throw notFound("Order not found")
  return id
}

/** Runs an operator operation, maps refusals to 409, and answers with the order as it is now. */
export async function runAndAnswer(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse<OrderChangeAnswer>,
  orderId: string,
  message: string,
  operation: () => Promise<unknown>
) {
  await runExplained(operation)
  res.json({ success: true, message, order: await loadOrderView(req.scope, orderId) })
}
