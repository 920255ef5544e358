import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { NDR_ANSWER_TEXTS, type NdrAnswerAnswer, type NdrAnswerBodyType } from "@sugandh/contract"
import { invalidInput } from "../../../../lib/errors"
import { formatOrderNumber } from "../../../../lib/orders/order-number"
import { readOrder } from "../../../../lib/orders/read-orders"
import { requestNdrAction } from "../../../../lib/shipping/ndr-action"
import { readNdrAnswerToken } from "../../../../lib/shipping/ndr-link"
import { COURIER_SCAN_MODULE } from "../../../../modules/courier-scan"
import type CourierScanModuleService from "../../../../modules/courier-scan/service"
import { explainOrderFailure } from "../../../utils/order-failure"

/**
 * POST /api/orders/delivery-answer {token, deferredDate?, phone?, address?}: the shopper's answer to a
 * failed delivery through the e-mailed link, no sign-in (the parcel's AWB is in the signed token). It
 * becomes the operator's NDR action, a re-attempt (lib/shipping/ndr-action.ts: 409 once delivered or
 * returning or with no failed attempt waiting, 400 a day outside the next seven, the courier's refusal
 * in its words). A forged or expired link is 400. Answers the order number and the day asked for only.
 */
export async function POST(req: MedusaRequest<NdrAnswerBodyType>, res: MedusaResponse<NdrAnswerAnswer>) {
  const awb = readNdrAnswerToken(req.scope, req.validatedBody.token)
  if (!awb) throw invalidInput(NDR_ANSWER_TEXTS.linkInvalid, [{ msg: NDR_ANSWER_TEXTS.linkInvalid, path: "token" }])
  const { phone, address, deferredDate } = req.validatedBody
  try {
    await requestNdrAction(req.scope, awb, { action: "reattempt", phone, address, deferredDate })
  } catch (error) {
    throw explainOrderFailure(error)
  }
  const [shipment] = await req.scope.resolve<CourierScanModuleService>(COURIER_SCAN_MODULE).listCourierShipments({ awb }, { take: 1 })
  const order = shipment ? await readOrder<{ display_id?: number }>(req.scope, shipment.order_id, ["id", "display_id"]) : null
  res.json({
    success: true,
    message: NDR_ANSWER_TEXTS.done,
    orderNumber: order?.display_id ? formatOrderNumber(order.display_id) : null,
    deferredDate: deferredDate ?? null,
  })
}
