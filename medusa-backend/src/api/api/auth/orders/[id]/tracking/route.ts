import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { TrackAnswer } from "@sugandh/contract"
import { notFound } from "../../../../../../lib/errors"
import { resolveOrderId } from "../../../../../../lib/orders/queries"
import { trackOwnOrder } from "../../../../../../lib/courier/track-order"

/**
 * GET /api/auth/orders/{id}/tracking: the owner's order as /track shows it (the same steps and
 * courier scans), for the signed-in /orders timeline. Another customer's order is "not found".
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<TrackAnswer>) {
  const orderId = await resolveOrderId(req.scope, req.params.id, { customerId: req.auth_context.actor_id })
  const tracking = orderId ? await trackOwnOrder(req.scope, orderId) : null
  if (!tracking) throw notFound("Order not found")
  res.setHeader("Cache-Control", "private, no-store")
  res.json(tracking)
}
