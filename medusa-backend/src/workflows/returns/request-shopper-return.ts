import {
  beginReturnOrderWorkflow,
  confirmReturnRequestWorkflow,
  releaseLockStep,
  requestItemReturnWorkflow,
} from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireOrderLock } from "../order-admin/steps/acquire-order-lock"
import { prepareShopperReturnStep, type PrepareShopperReturnInput } from "./steps/prepare-shopper-return"

export type RequestShopperReturnInput = PrepareShopperReturnInput

/**
 * The shopper's return request as Medusa's own return (issue 45): under the
 * order's lock the shop's limits are checked, then Medusa's order change is
 * begun, its items requested and the request confirmed, so the return, its
 * items, reason and quantities are Medusa's record (its admin shows it, its
 * return.requested event fires). A later step's failure undoes the earlier
 * ones (each nested workflow compensates).
 */
export const requestShopperReturnWorkflow = createWorkflow("request-shopper-return", (input: RequestShopperReturnInput) => {
  const key = acquireOrderLock(input)
  const prepared = prepareShopperReturnStep(input)
  const change = beginReturnOrderWorkflow.runAsStep({
    input: transform({ prepared, input }, ({ prepared, input }) => ({
      order_id: prepared.order_id,
      location_id: prepared.location_id,
      created_by: input.customer_id,
      metadata: prepared.metadata,
    })),
  })
  const returnId = transform({ change }, ({ change }) => change.return_id as string)
  requestItemReturnWorkflow.runAsStep({
    input: transform({ prepared, returnId }, ({ prepared, returnId }) => ({ return_id: returnId, items: prepared.items })),
  })
  confirmReturnRequestWorkflow.runAsStep({
    input: transform({ returnId, input }, ({ returnId, input }) => ({ return_id: returnId, confirmed_by: input.customer_id })),
  })
  releaseLockStep({ key })
  return new WorkflowResponse({ return_id: returnId })
})
