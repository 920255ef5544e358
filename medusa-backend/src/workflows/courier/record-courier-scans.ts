import {
  acquireLockStep,
  createOrderShipmentWorkflow,
  emitEventStep,
  markOrderFulfillmentAsDeliveredWorkflow,
  releaseLockStep,
} from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { COURIER_OUT_FOR_DELIVERY_EVENT } from "../../lib/orders/events"
import { returnUndeliveredOrderWorkflow } from "../cod/return-undelivered-cod-order"
import { storeCourierScansStep, type StoreCourierScansInput } from "./steps/store-courier-scans"

export type RecordCourierScansInput = StoreCourierScansInput

/** One AWB's scans at a time, from the webhook and the poll alike; seconds. */
const AWB_LOCK = { timeout: 15, ttl: 60 }

/**
 * Scans come in (issue 44), by the courier's webhook or the tracking poll: the
 * one path for both. Under the AWB's lock the new scans are stored once and
 * the shipment moves forward only (planScans, scanAdvances); then Medusa is
 * told what happened with its own workflows: the parcel left (Medusa's
 * shipment, which e-mails the shopper, when the booking has none yet), out for
 * delivery (an event: the shopper's e-mail), delivered
 * (markOrderFulfillmentAsDeliveredWorkflow, as the operator's "Delivered":
 * cash on delivery then waits for the courier's remittance), back with us
 * (the RTO workflow: stock back where it left from, credit note, refund for
 * a prepaid order). An NDR and "returning" are the shipment's own state.
 */
export const recordCourierScansWorkflow = createWorkflow("record-courier-scans", (input: RecordCourierScansInput) => {
  const key = transform({ input }, ({ input }) => `courier-scan:${input.awb}`)
  acquireLockStep({ key, ...AWB_LOCK })
  const stored = storeCourierScansStep(input)

  when("courier-shipped", { stored }, ({ stored }) => stored.known && stored.plan.ship).then(() => {
    const shipment = transform({ stored }, ({ stored }) =>
      stored.known
        ? { order_id: stored.order_id, fulfillment_id: stored.fulfillment_id, items: stored.items, labels: stored.labels }
        : (null as never)
    )
    createOrderShipmentWorkflow.runAsStep({ input: shipment })
  })
  when("courier-out-for-delivery", { stored }, ({ stored }) => stored.known && stored.plan.outForDelivery).then(() => {
    const data = transform({ stored, input }, ({ stored, input }) => ({ id: stored.known ? stored.order_id : "", awb: input.awb }))
    emitEventStep({ eventName: COURIER_OUT_FOR_DELIVERY_EVENT, data })
  })
  when("courier-delivered", { stored }, ({ stored }) => stored.known && stored.plan.deliver).then(() => {
    const delivered = transform({ stored }, ({ stored }) =>
      stored.known ? { orderId: stored.order_id, fulfillmentId: stored.fulfillment_id } : (null as never)
    )
    markOrderFulfillmentAsDeliveredWorkflow.runAsStep({ input: delivered })
  })
  when("courier-rto-delivered", { stored }, ({ stored }) => stored.known && stored.plan.rtoReceived).then(() => {
    const rto = transform({ stored }, ({ stored }) => ({ order_id: stored.known ? stored.order_id : "", actor_id: null }))
    returnUndeliveredOrderWorkflow.runAsStep({ input: rto })
  })

  releaseLockStep({ key })
  return new WorkflowResponse(
    transform({ stored }, ({ stored }) =>
      stored.known
        ? { known: true as const, order_id: stored.order_id, stored: stored.stored, step: stored.plan.step }
        : { known: false as const }
    )
  )
})
