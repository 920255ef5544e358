import {
  beginReceiveReturnWorkflow,
  confirmReturnReceiveWorkflow,
  dismissItemReturnRequestWorkflow,
  receiveItemReturnRequestWorkflow,
  releaseLockStep,
} from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireOrderLock } from "../order-admin/steps/acquire-order-lock"
import { assertReturnStateStep } from "./steps/assert-return-state"
import { prepareReturnReceiptStep, type PrepareReturnReceiptInput } from "./steps/prepare-return-receipt"

export type ReceiveReturnInput = PrepareReturnReceiptInput & { actor_id?: string | null }

/**
 * The parcel is back: Medusa's receive-return order change with the
 * operator's per-line check. Accepted units are received (Medusa puts them
 * back in stock at the return's location), damaged ones dismissed (written
 * off, not restocked); Medusa's return.received event follows, whose
 * reaction issues the return's credit note (subscribers/return-received).
 */
export const receiveReturnWorkflow = createWorkflow("receive-shop-return", (input: ReceiveReturnInput) => {
  const key = acquireOrderLock(input)
  assertReturnStateStep(
    transform({ input }, ({ input }) => ({
      return_id: input.return_id,
      allowed: ["requested" as const, "approved" as const],
      doing: "received",
    }))
  )
  const receipt = prepareReturnReceiptStep(input)
  beginReceiveReturnWorkflow.runAsStep({
    input: transform({ input }, ({ input }) => ({ return_id: input.return_id, created_by: input.actor_id ?? undefined })),
  })
  when("receive-accepted", { receipt }, ({ receipt }) => receipt.accepted.length > 0).then(() => {
    receiveItemReturnRequestWorkflow.runAsStep({
      input: transform({ input, receipt }, ({ input, receipt }) => ({ return_id: input.return_id, items: receipt.accepted })),
    })
  })
  when("write-off-damaged", { receipt }, ({ receipt }) => receipt.damaged.length > 0).then(() => {
    dismissItemReturnRequestWorkflow.runAsStep({
      input: transform({ input, receipt }, ({ input, receipt }) => ({ return_id: input.return_id, items: receipt.damaged })),
    })
  })
  confirmReturnReceiveWorkflow.runAsStep({
    input: transform({ input }, ({ input }) => ({ return_id: input.return_id, confirmed_by: input.actor_id ?? undefined })),
  })
  releaseLockStep({ key })
  return new WorkflowResponse({ return_id: input.return_id })
})
