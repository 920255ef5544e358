import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { DomainError, invalidInput, notFound } from "../../../../lib/errors"
import { courierTokenMatches, courierWebhookToken } from "../../../../lib/courier/webhook-token"
import { scansAlreadyStored } from "../../../../lib/courier/scans-already-stored"
import { readShiprocketWebhook } from "../../../../modules/providers/fulfillment-shiprocket/webhook"
import { recordCourierScansWorkflow } from "../../../../workflows/courier/record-courier-scans"

/**
 * POST /hooks/courier/aggregator: the courier aggregator's tracking webhook
 * (Shiprocket; its panel refuses URLs with "shiprocket", "kartrocket", "sr" or
 * "kr", hence the name). Off unless COURIER_WEBHOOK_TOKEN is set (404); the
 * `x-api-key` header must equal it (401). A malformed body is 400; an AWB the
 * shop never booked is 202 with a log line (Shiprocket sends every shipment of
 * the account); otherwise the scans are recorded once and 200.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const token = courierWebhookToken()
  if (!token) throw notFound("Not found")
  if (!courierTokenMatches(req.headers["x-api-key"], token)) throw new DomainError("not_authenticated", "Invalid API key")
  const read = readShiprocketWebhook(req.body)
  if (!read.ok) throw invalidInput(`Malformed tracking update: ${read.reason}`)
  // Shiprocket repeats a parcel's earlier scans in every update: one that brings nothing new is answered
  // at once, without the AWB's lock and workflow that new scans need (bench/courier-webhook.mjs).
  if (await scansAlreadyStored(req.scope, read.value.awb, read.value.scans)) {
    res.status(200).json({ received: true, known: true, stored: 0 })
    return
  }
  const { result } = await recordCourierScansWorkflow(req.scope).run({
    input: { awb: read.value.awb, courier: "shiprocket", scans: read.value.scans },
  })
  if (!result.known) {
    req.scope.resolve(ContainerRegistrationKeys.LOGGER).info(`Courier webhook: scan for unknown AWB ${read.value.awb} ignored`)
    res.status(202).json({ received: true, known: false })
    return
  }
  res.status(200).json({ received: true, known: true, stored: result.stored })
}
