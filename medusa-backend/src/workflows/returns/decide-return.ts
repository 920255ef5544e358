import { cancelReturnWorkflow, emitEventStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { RETURN_EVENTS } from "../../lib/returns/events"
import { RETURN_META } from "../../lib/returns/return-answer"
import { acquireOrderLock } from "../order-admin/steps/acquire-order-lock"
import { assertReturnStateStep } from "./steps/assert-return-state"
import { updateReturnMetadataStep } from "./steps/update-return-metadata"

export type DecideReturnInput = {
  return_id: string
  order_id: string
  decision: "approved" | "rejected"
  /** Why a return is rejected: the shopper reads it in the e-mail and on the order. */
  reason?: string | null
  actor_id?: string | null
}

/**
 * The operator approves a requested return (the shopper sends the parcel)
 * or rejects it with a reason (Medusa's cancelReturnWorkflow, so its items
 * may be asked for again only with a new request). The decision is kept on
 * the return's metadata; the shopper's e-mail follows the event (D1).
 */
export const decideReturnWorkflow = createWorkflow("decide-return", (input: DecideReturnInput) => {
  const key = acquireOrderLock(input)
  assertReturnStateStep(
    transform({ input }, ({ input }) => ({
      return_id: input.return_id,
      allowed: ["requested" as const],
      doing: input.decision,
    }))
  )
  updateReturnMetadataStep(
    transform({ input }, ({ input }) => ({
      return_id: input.return_id,
      set: {
        [RETURN_META.decision]: input.decision,
        [RETURN_META.decidedBy]: input.actor_id ?? null,
        ...(input.decision === "rejected" ? { [RETURN_META.rejectionReason]: input.reason ?? "" } : {}),
      },
    }))
  )
  when("reject-cancels-medusa-return", { input }, ({ input }) => input.decision === "rejected").then(() => {
    cancelReturnWorkflow.runAsStep({
      input: transform({ input }, ({ input }) => ({ return_id: input.return_id, canceled_by: input.actor_id ?? undefined })),
    })
  })
  emitEventStep({
    eventName: RETURN_EVENTS.decided,
    data: transform({ input }, ({ input }) => ({ id: input.return_id, order_id: input.order_id, decision: input.decision })),
  })
  releaseLockStep({ key })
  return new WorkflowResponse({ return_id: input.return_id })
})
