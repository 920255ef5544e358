import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { TrackAnswer, TrackOrderBodyType } from "@sugandh/contract"
import { notFound } from "../../../../lib/errors"
import { findTrackableOrder, trackOrder } from "../../../../lib/courier/track-order"

export const TRACK_NOT_FOUND = "We could not find an order with that number and phone number or e-mail"

/**
 * POST /api/orders/track {orderNumber, contact}: anyone may follow an order
 * with its number and the phone or e-mail used at checkout (issue 44). An
 * unknown number and a wrong contact get the same 404 after the same work;
 * the answer has steps, courier scans and dates, never a name, address or phone.
 */
export async function POST(req: MedusaRequest<TrackOrderBodyType>, res: MedusaResponse<TrackAnswer>) {
  res.setHeader("Cache-Control", "no-store")
  const found = await findTrackableOrder(req.scope, req.validatedBody.orderNumber, req.validatedBody.contact)
  const answer = found ? await trackOrder(req.scope, found) : null
  if (!answer) throw notFound(TRACK_NOT_FOUND)
  res.json(answer)
}
