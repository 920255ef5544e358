import { cancelReturnWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { RETURN_META } from "../../lib/returns/return-answer"
import { acquireOrderLock } from "../order-admin/steps/acquire-order-lock"
import { updateReturnMetadataStep } from "./steps/update-return-metadata"

export type CancelShopperReturnInput = { return_id: string; order_id: string; customer_id: string }

/** The shopper withdraws a return not yet received: Medusa's cancelReturnWorkflow, noting who cancelled. */
export const cancelShopperReturnWorkflow = createWorkflow("cancel-shopper-return", (input: CancelShopperReturnInput) => {
  const key = acquireOrderLock(input)
  updateReturnMetadataStep(
    transform({ input }, ({ input }) => ({ return_id: input.return_id, set: { [RETURN_META.cancelledBy]: "customer" } }))
  )
  cancelReturnWorkflow.runAsStep({
    input: transform({ input }, ({ input }) => ({ return_id: input.return_id, canceled_by: input.customer_id })),
  })
  releaseLockStep({ key })
  return new WorkflowResponse({ return_id: input.return_id })
})
