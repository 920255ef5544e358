import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { promisedArrival } from "../../../lib/orders/shipment-facts"

/**
 * The Ship form's estimated delivery, or, left empty, the last day the delivery zone of the order's
 * PIN promises from today (requirements ADM-04): the same zones the PIN check and checkout answer from.
 */
export const estimatedDeliveryStep = createStep(
  "estimated-delivery",
  async (input: { order_id: string; estimated_delivery?: string | null }, { container }) =>
    new StepResponse(input.estimated_delivery || (await promisedArrival(container, input.order_id, new Date())))
)
