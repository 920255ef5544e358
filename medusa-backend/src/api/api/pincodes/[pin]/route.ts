import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { serviceabilityForPin } from "../../../../lib/serviceability/serviceability"
import type { PincodeAnswer } from "@sugandh/contract"

/** Shared caches may keep an answer this long: the dates move only at the 14:00 IST cut-off and midnight. */
export const PINCODE_CACHE_SECONDS = 300

/**
 * GET /api/pincodes/{pin} (public, rate-limited): where the PIN is and what
 * the shop promises there. 400 for a malformed PIN, 404 for one India Post
 * does not list (DomainError through the error handler).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse<PincodeAnswer>) {
  const answer = await serviceabilityForPin(req.scope, String(req.params.pin ?? "").trim())
  res.setHeader("Cache-Control", `public, max-age=${PINCODE_CACHE_SECONDS}`)
  res.json({
    pin: answer.pin,
    district: answer.district,
    state: answer.state,
    stateCode: answer.stateCode,
    serviceable: answer.serviceable,
    cod: answer.cod,
    deliveryDays: answer.deliveryDays,
    estimatedDelivery: answer.estimatedDelivery,
  })
}
