import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { saveDeliveryZonesStep, type SaveDeliveryZonesInput } from "./steps/save-delivery-zones"

/** Creates, updates (by id or name) and deletes the operator's delivery zones in one go (admin page, CSV import, seed). */
export const saveDeliveryZonesWorkflow = createWorkflow("save-delivery-zones", (input: SaveDeliveryZonesInput) => {
  return new WorkflowResponse(saveDeliveryZonesStep(input))
})
