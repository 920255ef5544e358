import { createOrderFulfillmentWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireOrderLock } from "./steps/acquire-order-lock"
import { assertNotBookedStep } from "./steps/assert-not-booked"
import { assertOrderStatusStep } from "./steps/assert-order-status"
import { readOrderLinesStep } from "./steps/read-order-lines"
import { courierShippingOptionStep } from "./steps/shipping-options"
import { shippableOrderRules } from "./ship-rules"

export type BookShipmentInput = { order_id: string; actor_id?: string | null }

/**
 * Book shipment: the order's goods in one parcel through the courier's shipping option, i.e.
 * Medusa's createOrderFulfillmentWorkflow, whose provider books the courier (courier order,
 * surface AWB, pickup, label) — the same workflow Medusa admin's "Create fulfillment" runs with
 * that option. The shop's rules come first (Ship Order's: paid, or COD confirmed; nothing booked
 * yet), under the order's lock, so a refused order never reaches the courier and a double click
 * books once. A courier failure throws from the provider: Medusa records no fulfillment, and the
 * provider's lookup by order number finishes a half-made courier order on the next try.
 * The parcel is shipped when the courier picks it up (its scan), not here: until then it can be cancelled.
 */
export const bookShipmentWorkflow = createWorkflow("book-courier-shipment", (input: BookShipmentInput) => {
  const key = acquireOrderLock(input)
  assertOrderStatusStep(shippableOrderRules(input))
  assertNotBookedStep({ order_id: input.order_id })
  const optionId = courierShippingOptionStep({})
  const lines = readOrderLinesStep({ order_id: input.order_id })
  const fulfillmentInput = transform({ input, lines, optionId }, ({ input, lines, optionId }) => ({
    order_id: input.order_id,
    items: lines.items,
    shipping_option_id: optionId,
    created_by: input.actor_id ?? undefined,
  }))
  const fulfillment = createOrderFulfillmentWorkflow.runAsStep({ input: fulfillmentInput })
  releaseLockStep({ key })
  return new WorkflowResponse({ order_id: input.order_id, fulfillment_id: fulfillment.id })
})
