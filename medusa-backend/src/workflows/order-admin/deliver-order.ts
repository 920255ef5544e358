import { markOrderFulfillmentAsDeliveredWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { TRANSITION_MESSAGES } from "../../lib/orders/transitions"
import { assertOrderStatusStep } from "./steps/assert-order-status"
import { readOrderLinesStep } from "./steps/read-order-lines"
import { acquireOrderLock } from "./steps/acquire-order-lock"

export type DeliverOrderInput = { order_id: string }

/** Marks the shipped fulfilment delivered (markOrderFulfillmentAsDeliveredWorkflow sets delivered_at). */
export const deliverOrderWorkflow = createWorkflow("deliver-shop-order", (input: DeliverOrderInput) => {
  const key = acquireOrderLock(input)
  assertOrderStatusStep({
    order_id: input.order_id,
    allowed: ["shipped"],
    message: "Only shipped orders can be marked as delivered",
    messages: {
      pending: TRANSITION_MESSAGES.deliverNeedsShipped("pending"),
      processing: TRANSITION_MESSAGES.deliverNeedsShipped("processing"),
      cancelled: TRANSITION_MESSAGES.cancelled,
    },
  })
  const lines = readOrderLinesStep({ order_id: input.order_id })
  // One parcel per order (ship-order.ts), so the first fulfilment in transit is the one.
  const deliverInput = transform({ input, lines }, ({ input, lines }) => ({
    orderId: input.order_id,
    fulfillmentId: lines.in_transit_fulfillment_ids[0],
  }))
  markOrderFulfillmentAsDeliveredWorkflow.runAsStep({ input: deliverInput })
  releaseLockStep({ key })
  return new WorkflowResponse({ order_id: input.order_id })
})
