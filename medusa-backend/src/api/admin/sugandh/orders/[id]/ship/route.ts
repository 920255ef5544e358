import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { loadSpecOrder } from "../../../../../../lib/orders/queries"
import { shipOrderWorkflow } from "../../../../../../workflows/order-admin/ship-order"
import { explainOrderFailure } from "../../../../../utils/order-failure"
import type { TrackingBodyType } from "../../../../../api/admin/orders/validators"

/**
 * POST /admin/sugandh/orders/{id}/ship {trackingNumber, trackingUrl?, estimatedDelivery?, note?}:
 * Ship with tracking from the Medusa admin; the same workflow and rules as
 * PUT /api/admin/orders/{id}/tracking.
 */
export async function POST(req: AuthenticatedMedusaRequest<TrackingBodyType>, res: MedusaResponse) {
  if (!(await loadSpecOrder(req.scope, req.params.id))) throw new MedusaError(MedusaError.Types.NOT_FOUND, "Order not found")
  const body = req.validatedBody
  try {
    await shipOrderWorkflow(req.scope).run({
      input: {
        order_id: req.params.id,
        tracking_number: body.trackingNumber,
        tracking_url: body.trackingUrl,
        estimated_delivery: body.estimatedDelivery,
        note: body.note,
        actor_id: req.auth_context.actor_id,
      },
    })
  } catch (error) {
    throw explainOrderFailure(error)
  }
  res.json({ order: await loadSpecOrder(req.scope, req.params.id) })
}
