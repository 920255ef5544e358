import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { DomainError, invalidInput, notFound } from "../../../../lib/errors"
import { courierTokenMatches, courierWebhookToken } from "../../../../lib/courier/webhook-token"
import { storeCourierUpdate } from "../../../../lib/courier/store-scans"
import { COURIER_SCANS_STORED_EVENT } from "../../../../lib/orders/events"
import { readShiprocketWebhook } from "../../../../modules/providers/fulfillment-shiprocket/webhook"

/**
 * POST /hooks/courier/aggregator: the courier aggregator's tracking webhook
 * (Shiprocket; its panel refuses URLs with "shiprocket", "kartrocket", "sr" or
 * "kr", hence the name). Off unless COURIER_WEBHOOK_TOKEN is set (404); the
 * `x-api-key` header must equal it (401). A malformed body is 400; an AWB the
 * shop never booked is 202 with a log line (Shiprocket sends every shipment of
 * the account). Otherwise the scans are stored at once, each once, and the
 * answer is 200 without waiting for Medusa: the steps they mean run in the
 * worker after (an event per update with new scans; a sweep job as the safety
 * net), one AWB at a time. Shiprocket documents no retries, so nothing here
 * waits on a lock or answers 409 (bench/courier-webhook.mjs).
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const token = courierWebhookToken()
  if (!token) throw notFound("Not found")
  if (!courierTokenMatches(req.headers["x-api-key"], token)) throw new DomainError("not_authenticated", "Invalid API key")
  const read = readShiprocketWebhook(req.body)
  if (!read.ok) throw invalidInput(`Malformed tracking update: ${read.reason}`)
  const { awb, scans } = read.value
  const result = await storeCourierUpdate(req.scope, { awb, courier: "shiprocket", scans })
  if (!result.known) {
    req.scope.resolve(ContainerRegistrationKeys.LOGGER).info(`Courier webhook: scan for unknown AWB ${awb} ignored`)
    res.status(202).json({ received: true, known: false })
    return
  }
  if (result.stored > 0) await req.scope.resolve(Modules.EVENT_BUS).emit({ name: COURIER_SCANS_STORED_EVENT, data: { awb } })
  res.status(200).json({ received: true, known: true, stored: result.stored })
}
