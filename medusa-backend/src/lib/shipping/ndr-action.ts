import type { MedusaContainer } from "@medusajs/framework/types"
import type { NdrActionAnswer, NdrActionBodyType } from "@sugandh/contract"
import { COURIER_SCAN_MODULE } from "../../modules/courier-scan"
import type CourierScanModuleService from "../../modules/courier-scan/service"
import { conflict, invalidInput, notFound } from "../errors"
import { istDate } from "../invoices/tax-document"
import { courierProvider } from "./courier-documents"

export const NDR_MESSAGES = {
  unknown: "No courier shipment has this AWB",
  finished: "This shipment is delivered or already returning: there is nothing to ask the courier",
  noFailedAttempt: "This shipment has no failed delivery attempt waiting for an answer",
  date: "Choose a delivery date from today to seven days ahead",
} as const

/** How far ahead a shopper or operator may push the next attempt; couriers hold a parcel about a week. */
const MAX_DEFERRAL_DAYS = 7
const FINISHED_STEPS = new Set(["delivered", "rto_initiated", "rto_delivered"])

/**
 * A failed delivery (NDR): ask the courier to deliver again, with a corrected phone or address line and
 * a preferred date, or to send the parcel back. Only a shipment whose last scan is a failed attempt may
 * be asked (409 otherwise); the scans that follow (out for delivery, delivered, RTO) move it on as any
 * scan does. The shopper's signed link and the operator's dashboard end here alike.
 */
export async function requestNdrAction(
  container: MedusaContainer,
  awb: string,
  body: NdrActionBodyType,
  now: Date = new Date()
): Promise<NdrActionAnswer> {
  const store = container.resolve<CourierScanModuleService>(COURIER_SCAN_MODULE)
  const [shipment] = await store.listCourierShipments({ awb }, { take: 1 })
  if (!shipment) throw notFound(NDR_MESSAGES.unknown)
  if (FINISHED_STEPS.has(shipment.step)) throw conflict(NDR_MESSAGES.finished)
  if (shipment.step !== "ndr") throw conflict(NDR_MESSAGES.noFailedAttempt)
  if (body.deferredDate && !withinDeferral(body.deferredDate, now)) {
    throw invalidInput(NDR_MESSAGES.date, [{ msg: NDR_MESSAGES.date, path: "deferredDate" }])
  }
  await courierProvider().ndrAction(awb, {
    action: body.action === "reattempt" ? "re-attempt" : "return",
    comments: body.action === "reattempt" ? "Deliver again as the buyer asked" : "Return to origin as the seller asked",
    ...(body.phone ? { phone: body.phone } : {}),
    ...(body.address ? { address1: body.address } : {}),
    ...(body.deferredDate ? { deferred_date: body.deferredDate } : {}),
  })
  return { awb, action: body.action, requestedAt: now.toISOString() }
}

/** From today to MAX_DEFERRAL_DAYS ahead, by the calendar in India. */
function withinDeferral(date: string, now: Date): boolean {
  const today = istDate(now)
  const last = istDate(new Date(now.getTime() + MAX_DEFERRAL_DAYS * 24 * 3600 * 1000))
  return date >= today && date <= last
}
