import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { shipOrderWorkflow } from "../../../../../../workflows/order-admin/ship-order"
import { orderIdFromPath, runAndAnswer } from "../../helpers"
import type { TrackingBodyType } from "../../validators"
import type { OrderChangeAnswer } from "@sugandh/contract"

const TRACKING_ADDED_MESSAGE = "Tracking information added successfully! Customer has been notified via email."

/**
 * PUT /api/admin/orders/{id}/tracking: ships a processing order (fulfilment +
 * shipment with the tracking label); estimatedDelivery defaults to the last
 * day the order PIN's delivery zone promises. The customer is e-mailed.
 */
export async function PUT(req: AuthenticatedMedusaRequest<TrackingBodyType>, res: MedusaResponse<OrderChangeAnswer>) {
  const orderId = await orderIdFromPath(req)
  const body = req.validatedBody
  await runAndAnswer(req, res, orderId, TRACKING_ADDED_MESSAGE, () =>
    shipOrderWorkflow(req.scope).run({
      input: {
        order_id: orderId,
        tracking_number: body.trackingNumber,
        tracking_url: body.trackingUrl,
        estimated_delivery: body.estimatedDelivery,
        note: body.note,
        actor_id: req.auth_context.actor_id,
      },
    })
  )
}
