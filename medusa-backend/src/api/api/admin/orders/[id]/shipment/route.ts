import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { cancelOrderFulfillmentWorkflow } from "@medusajs/medusa/core-flows"
import type { OrderChangeAnswer } from "@sugandh/contract"
import { bookedShipment } from "../../../../../../lib/shipping/courier-documents"
import { bookShipmentWorkflow } from "../../../../../../workflows/order-admin/book-shipment"
import { orderIdFromPath, runAndAnswer } from "../../helpers"

/**
 * POST /api/admin/orders/{id}/shipment: "Book shipment" with the courier (bookShipmentWorkflow:
 * Medusa's createOrderFulfillmentWorkflow with the courier's option). 409 unpaid / COD not confirmed /
 * already booked, 400 a PIN the courier does not serve, 502/504 the courier failed (nothing booked).
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse<OrderChangeAnswer>) {
  const orderId = await orderIdFromPath(req)
  await runAndAnswer(req, res, orderId, "Shipment booked with the courier", () =>
    bookShipmentWorkflow(req.scope).run({ input: { order_id: orderId, actor_id: req.auth_context.actor_id } })
  )
}

/**
 * DELETE /api/admin/orders/{id}/shipment: "Cancel shipment" before pickup, through Medusa's
 * cancelOrderFulfillmentWorkflow (stock reserved again), whose provider cancels the courier order;
 * a parcel already picked up is refused by the courier's tracking (400) and needs an RTO.
 */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse<OrderChangeAnswer>) {
  const orderId = await orderIdFromPath(req)
  await runAndAnswer(req, res, orderId, "Shipment cancelled with the courier", async () => {
    const { fulfillmentId } = await bookedShipment(req.scope, orderId)
    await cancelOrderFulfillmentWorkflow(req.scope).run({
      input: { order_id: orderId, fulfillment_id: fulfillmentId, canceled_by: req.auth_context.actor_id },
    })
  })
}
