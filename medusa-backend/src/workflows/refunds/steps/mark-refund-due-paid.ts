import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { REFUND_DUE_MODULE } from "../../../modules/refund-due"
import type RefundDueModuleService from "../../../modules/refund-due/service"

/**
 * Marks a refund due paid with the bank's reference, before Medusa's refund
 * is recorded: if recording it fails, the compensation puts it back to "due"
 * (the operator can try again); once recorded, nothing after it can undo it.
 */
export const markRefundDuePaidStep = createStep(
  "mark-refund-due-paid",
  async (input: { id: string; utr: string }, { container }) => {
    const record = await container
      .resolve<RefundDueModuleService>(REFUND_DUE_MODULE)
      .updateRefundDues({ id: input.id, state: "paid", utr: input.utr, paid_at: new Date() })
    return new StepResponse(record, input.id)
  },
  async (id, { container }) => {
    if (!id) return
    await container.resolve<RefundDueModuleService>(REFUND_DUE_MODULE).updateRefundDues({ id, state: "due", utr: null, paid_at: null })
  }
)
