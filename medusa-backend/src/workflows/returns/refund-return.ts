import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { RETURN_META } from "../../lib/returns/return-answer"
import { refundOrderWorkflow } from "../refunds/refund-order"
import { assertReturnStateStep } from "./steps/assert-return-state"
import { prepareReturnRefundStep } from "./steps/prepare-return-refund"
import { updateReturnMetadataStep } from "./steps/update-return-metadata"

export type RefundReturnInput = { return_id: string; actor_id?: string | null }

/**
 * The money for a received return, through D2's one entry point
 * (refundOrderWorkflow, source `return:<id>`, or `exchange-difference:<id>` for the
 * difference of an exchange whose new sizes cost less; it takes the order's lock
 * and refuses a second refund of the same return): the returned units at
 * what was paid, the shipping when the reason refunds it, less the pickup
 * fee for changed-my-mind. A gateway payment is refunded at once; a manual
 * one becomes a refund due with the shopper's payee. The amount is kept on
 * the return, so the shopper sees what is coming.
 */
export const refundReturnWorkflow = createWorkflow("refund-return", (input: RefundReturnInput) => {
  assertReturnStateStep(
    transform({ input }, ({ input }) => ({ return_id: input.return_id, allowed: ["received" as const], doing: "refunded" }))
  )
  const prepared = prepareReturnRefundStep(input)
  updateReturnMetadataStep(
    transform({ input, prepared }, ({ input, prepared }) => ({
      return_id: input.return_id,
      set: { [RETURN_META.refundAmount]: prepared.amount, [RETURN_META.refundShipping]: prepared.shipping > 0 },
    }))
  )
  const refund = when("refund-something", { prepared }, ({ prepared }) => prepared.amount > 0).then(() =>
    refundOrderWorkflow.runAsStep({
      input: transform({ input, prepared }, ({ input, prepared }) => ({
        orderId: prepared.order_id,
        amount: prepared.amount,
        source: prepared.source,
        refundTo: prepared.refund_to,
        actorId: input.actor_id ?? null,
      })),
    })
  )
  return new WorkflowResponse(transform({ prepared, refund }, ({ prepared, refund }) => ({ ...prepared, refund: refund ?? null })))
})
