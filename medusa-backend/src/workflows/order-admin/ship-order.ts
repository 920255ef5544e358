import { createOrderFulfillmentWorkflow, createOrderShipmentWorkflow, emitEventStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { META } from "../../lib/orders/metadata"
import { ORDER_SHIPPED_EVENT } from "../../lib/orders/events"
import { assertOrderStatusStep } from "./steps/assert-order-status"
import { mergeOrderMetadataStep } from "./steps/merge-order-metadata"
import { readOrderLinesStep } from "./steps/read-order-lines"
import { acquireOrderLock } from "./steps/acquire-order-lock"
import { assertNotBookedStep } from "./steps/assert-not-booked"
import { selfShipOptionStep } from "./steps/shipping-options"
import { shippableOrderRules } from "./ship-rules"
import { estimatedDeliveryStep } from "./steps/estimated-delivery"

export type ShipOrderInput = {
  order_id: string
  tracking_number: string
  tracking_url?: string | null
  /** YYYY-MM-DD; left empty, the last day the order PIN's delivery zone promises (requirements ADM-04). */
  estimated_delivery?: string | null
  note?: string | null
  actor_id?: string | null
}

/**
 * Ship Order: one fulfilment with every item (createOrderFulfillmentWorkflow,
 * which turns the reservations into stock movements), then the shipment with
 * the tracking label (createOrderShipmentWorkflow sets shipped_at). Medusa
 * compensates the fulfilment if the shipment fails. The estimated delivery
 * (the operator's, else the PIN zone's promise) lives in order.metadata; the customer is e-mailed on ORDER_SHIPPED_EVENT.
 */
export const shipOrderWorkflow = createWorkflow("ship-shop-order", (input: ShipOrderInput) => {
  const key = acquireOrderLock(input)
  assertOrderStatusStep(shippableOrderRules(input))
  assertNotBookedStep({ order_id: input.order_id })
  const selfShipOption = selfShipOptionStep({})
  const lines = readOrderLinesStep({ order_id: input.order_id })
  const estimatedDelivery = estimatedDeliveryStep({ order_id: input.order_id, estimated_delivery: input.estimated_delivery })

  const fulfillmentInput = transform({ input, lines, selfShipOption }, ({ input, lines, selfShipOption }) => ({
    order_id: input.order_id,
    items: lines.items,
    created_by: input.actor_id ?? undefined,
    // The hand-over option books nothing, even when the order's Standard Shipping goes through the courier.
    shipping_option_id: selfShipOption ?? undefined,
  }))
  const fulfillment = createOrderFulfillmentWorkflow.runAsStep({ input: fulfillmentInput })

  const shipmentInput = transform({ input, lines, fulfillment }, ({ input, lines, fulfillment }) => ({
    order_id: input.order_id,
    fulfillment_id: fulfillment.id,
    items: lines.items,
    created_by: input.actor_id ?? undefined,
    labels: [
      {
        tracking_number: input.tracking_number,
        tracking_url: input.tracking_url ?? "",
        label_url: input.tracking_url ?? "",
      },
    ],
  }))
  createOrderShipmentWorkflow.runAsStep({ input: shipmentInput })

  // GST: a cash-on-delivery order's tax invoice is issued at dispatch by createOrderShipmentWorkflow's
  // shipmentCreated hook (workflows/hooks/order-fulfilment-rules.ts), whoever ships it.

  const metadata = transform({ input, estimatedDelivery }, ({ input, estimatedDelivery }) => ({
    order_id: input.order_id,
    metadata: {
      [META.estimatedDelivery]: estimatedDelivery,
      [META.shipNote]: input.note ?? null,
    },
  }))
  mergeOrderMetadataStep(metadata)
  const eventData = transform({ input }, ({ input }) => ({ id: input.order_id }))
  emitEventStep({ eventName: ORDER_SHIPPED_EVENT, data: eventData })
  releaseLockStep({ key })
  return new WorkflowResponse({ order_id: input.order_id, fulfillment_id: fulfillment.id })
})
