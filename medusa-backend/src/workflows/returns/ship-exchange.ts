import { createOrderFulfillmentWorkflow, createOrderShipmentWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireOrderLock } from "../order-admin/steps/acquire-order-lock"
import { selfShipOptionStep } from "../order-admin/steps/shipping-options"
import { assertReturnStateStep } from "./steps/assert-return-state"
import { prepareExchangeShipmentStep } from "./steps/prepare-exchange-shipment"

export type ShipExchangeInput = {
  order_id: string
  return_id: string
  tracking_number: string
  tracking_url?: string | null
  actor_id?: string | null
}

/**
 * The exchange's new sizes leave through the shop's ship path (issue 45): Medusa's fulfilment of
 * those items (createOrderFulfillmentWorkflow, whose hook holds the shop's rules; the stock
 * reserved at the exchange's confirm is moved out) with the hand-over option, then the shipment
 * with the tracking label (shipment.created e-mails the shopper, per shipment). Once the return
 * is approved (the operator accepted the swap); under the order's lock.
 */
export const shipExchangeWorkflow = createWorkflow("ship-exchange", (input: ShipExchangeInput) => {
  const key = acquireOrderLock(input)
  assertReturnStateStep(
    transform({ input }, ({ input }) => ({
      return_id: input.return_id,
      allowed: ["approved" as const, "in-transit" as const, "received" as const, "refunded" as const],
      doing: "exchanged yet",
    }))
  )
  const prepared = prepareExchangeShipmentStep(transform({ input }, ({ input }) => ({ return_id: input.return_id })))
  const selfShipOption = selfShipOptionStep({})
  const fulfillment = createOrderFulfillmentWorkflow.runAsStep({
    input: transform({ input, prepared, selfShipOption }, ({ input, prepared, selfShipOption }) => ({
      order_id: prepared.order_id,
      items: prepared.items,
      created_by: input.actor_id ?? undefined,
      shipping_option_id: selfShipOption ?? undefined,
    })),
  })
  createOrderShipmentWorkflow.runAsStep({
    input: transform({ input, prepared, fulfillment }, ({ input, prepared, fulfillment }) => ({
      order_id: prepared.order_id,
      fulfillment_id: fulfillment.id,
      items: prepared.items,
      created_by: input.actor_id ?? undefined,
      labels: [{ tracking_number: input.tracking_number, tracking_url: input.tracking_url ?? "", label_url: input.tracking_url ?? "" }],
    })),
  })
  releaseLockStep({ key })
  return new WorkflowResponse({ fulfillment_id: fulfillment.id })
})
