import {
  cancelReturnWorkflow,
  createRemoteLinkStep,
  createReturnFulfillmentWorkflow,
  emitEventStep,
  releaseLockStep,
} from "@medusajs/medusa/core-flows"
import { Modules } from "@medusajs/framework/utils"
import { prepareReversePickupStep } from "./steps/prepare-reverse-pickup"
import { recordReversePickupStep } from "./steps/record-reverse-pickup"
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
 * The operator approves a requested return (a reverse pickup booked through
 * the courier when one is configured, else the shopper sends the parcel)
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
  // Approved with a courier configured: the reverse pickup is booked through the courier provider's
  // return fulfillment (D2), linked to the return as Medusa links its own; the return is then in transit.
  // Without one the shopper sends the parcel (nothing to book).
  const pickup = prepareReversePickupStep(
    transform({ input }, ({ input }) => ({ return_id: input.return_id, approved: input.decision === "approved" }))
  )
  when("courier-reverse-pickup", { pickup }, ({ pickup }) => !!pickup).then(() => {
    const fulfillment = createReturnFulfillmentWorkflow.runAsStep({ input: transform({ pickup }, ({ pickup }) => pickup!) })
    createRemoteLinkStep(
      transform({ input, fulfillment }, ({ input, fulfillment }) => [
        { [Modules.ORDER]: { return_id: input.return_id }, [Modules.FULFILLMENT]: { fulfillment_id: fulfillment.id } },
      ])
    ).config({ name: "link-reverse-pickup" })
    recordReversePickupStep(
      transform({ input, fulfillment }, ({ input, fulfillment }) => ({ return_id: input.return_id, fulfillment_id: fulfillment.id }))
    )
  })
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
