import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { shipmentLabelPdf } from "../../../../../../../lib/shipping/courier-documents"
import { explainOrderFailure } from "../../../../../../utils/order-failure"
import { sendPdf } from "../../../../../../utils/send-pdf"
import { orderIdFromPath } from "../../../helpers"

/** GET /api/admin/orders/{id}/shipment/label: the booked parcel's label PDF, as the courier made it (409 when none is booked). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const orderId = await orderIdFromPath(req)
  try {
    sendPdf(res, await shipmentLabelPdf(req.scope, orderId))
  } catch (error) {
    throw explainOrderFailure(error)
  }
}
