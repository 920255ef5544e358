import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { NdrActionAnswer, NdrActionBodyType } from "@sugandh/contract"
import { requestNdrAction } from "../../../../../../lib/shipping/ndr-action"
import { explainOrderFailure } from "../../../../../utils/order-failure"

/**
 * POST /api/admin/ndr/{awb}/action {action: "reattempt" | "return", phone?, address?, deferredDate?}:
 * the operator's answer to a failed delivery, passed to the courier (404 unknown AWB, 409 delivered,
 * returning or no failed attempt, 400 a date outside the next seven days, the courier's refusal or
 * outage in its words). The admin check is /api/admin/*'s (admin/middlewares.ts).
 */
export async function POST(req: AuthenticatedMedusaRequest<NdrActionBodyType>, res: MedusaResponse<NdrActionAnswer>) {
  try {
    res.json(await requestNdrAction(req.scope, req.params.awb, req.validatedBody))
  } catch (error) {
    throw explainOrderFailure(error)
  }
}
