import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { courierShippingOptionId, selfShipOptionId } from "../../../lib/shipping/courier-options"

/** The courier's shipping option ("Book shipment"); refuses (409) when no courier is set up. */
export const courierShippingOptionStep = createStep("courier-shipping-option", async (_: Record<string, never>, { container }) => {
  return new StepResponse(await courierShippingOptionId(container))
})

/** The hand-over option ("Ship order" with a typed AWB), so a self-shipped parcel never books the courier. */
export const selfShipOptionStep = createStep("self-ship-option", async (_: Record<string, never>, { container }) => {
  return new StepResponse(await selfShipOptionId(container))
})
