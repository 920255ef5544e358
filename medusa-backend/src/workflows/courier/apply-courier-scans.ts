import {
  acquireLockStep,
  createOrderShipmentWorkflow,
  emitEventStep,
  markOrderFulfillmentAsDeliveredWorkflow,
  releaseLockStep,
} from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { COURIER_NDR_EVENT, COURIER_OUT_FOR_DELIVERY_EVENT } from "../../lib/orders/events"
import { returnUndeliveredOrderWorkflow } from "../cod/return-undelivered-cod-order"
import { applyStoredScansStep, markScansAppliedStep, type ApplyStoredScansInput } from "./steps/apply-stored-scans"

/** One AWB's scans applied at a time (the subscriber, the sweep and the poll alike); seconds. */
const AWB_LOCK = { timeout: 30, ttl: 120 }

/**
 * Scans come in (issue 44), by the courier's webhook or the tracking poll, and
 * are stored at once (lib/courier/store-scans.ts); this applies them, the one
 * path for both. Under the AWB's lock the stored-but-unapplied scans move the
 * shipment forward only (planScans, scanAdvances); then Medusa is
 * told what happened with its own workflows: the parcel left (Medusa's
 * shipment, which e-mails the shopper, when the booking has none yet), out for
 * delivery (an event: the shopper's e-mail), delivered
 * (markOrderFulfillmentAsDeliveredWorkflow, as the operator's "Delivered":
 * cash on delivery then waits for the courier's remittance), a failed
 * attempt (an event: the shopper's e-mail with the re-attempt link), back with us
 * (the RTO workflow: stock back where it left from, credit note, refund for
 * a prepaid order). "Returning" is the shipment's own state.
 */
export const applyCourierScansWorkflow = createWorkflow("apply-courier-scans", (input: ApplyStoredScansInput) => {
  const key = transform({ input }, ({ input }) => `courier-scan:${input.awb}`)
  acquireLockStep({ key, ...AWB_LOCK })
  const batch = applyStoredScansStep(input)

  when("courier-shipped", { batch }, ({ batch }) => batch.known && batch.plan.ship).then(() => {
    const shipment = transform({ batch }, ({ batch }) =>
      batch.known
        ? { order_id: batch.order_id, fulfillment_id: batch.fulfillment_id, items: batch.items, labels: batch.labels }
        : (null as never)
    )
    createOrderShipmentWorkflow.runAsStep({ input: shipment })
  })
  when("courier-out-for-delivery", { batch }, ({ batch }) => batch.known && batch.plan.outForDelivery).then(() => {
    const data = transform({ batch, input }, ({ batch, input }) => ({ id: batch.known ? batch.order_id : "", awb: input.awb }))
    emitEventStep({ eventName: COURIER_OUT_FOR_DELIVERY_EVENT, data }).config({ name: "emit-courier-out-for-delivery" })
  })
  when("courier-ndr", { batch }, ({ batch }) => batch.known && batch.plan.ndrAttempts > 0 && batch.plan.step === "ndr").then(() => {
    const data = transform({ batch, input }, ({ batch, input }) => ({
      id: batch.known ? batch.order_id : "",
      awb: input.awb,
      at: batch.known ? batch.plan.ndrAt : null,
      reason: batch.known ? batch.plan.ndrReason : null,
    }))
    emitEventStep({ eventName: COURIER_NDR_EVENT, data }).config({ name: "emit-courier-ndr" })
  })
  when("courier-delivered", { batch }, ({ batch }) => batch.known && batch.plan.deliver).then(() => {
    const delivered = transform({ batch }, ({ batch }) =>
      batch.known ? { orderId: batch.order_id, fulfillmentId: batch.fulfillment_id } : (null as never)
    )
    markOrderFulfillmentAsDeliveredWorkflow.runAsStep({ input: delivered })
  })
  when("courier-rto-delivered", { batch }, ({ batch }) => batch.known && batch.plan.rtoReceived).then(() => {
    const rto = transform({ batch }, ({ batch }) => ({ order_id: batch.known ? batch.order_id : "", actor_id: null }))
    returnUndeliveredOrderWorkflow.runAsStep({ input: rto })
  })

  markScansAppliedStep(transform({ batch }, ({ batch }) => batch.scanIds))
  releaseLockStep({ key })
  return new WorkflowResponse(
    transform({ batch }, ({ batch }) =>
      batch.known
        ? { known: true as const, order_id: batch.order_id, applied: batch.applied, step: batch.plan.step }
        : { known: false as const }
    )
  )
})
