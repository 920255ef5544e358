import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { conflict } from "../../../lib/errors"
import { REFUND_DUE_MODULE } from "../../../modules/refund-due"
import type RefundDueModuleService from "../../../modules/refund-due/service"
import { payeeColumns, type PreparedOrderRefund } from "./prepare-order-refund"

/**
 * Records the refund under its source key: "due" for a manual payment, "paid" for a gateway one. The key's unique index
 * refuses a second record for the same source that raced past the check
 * (409); a failure later in the workflow deletes the record again.
 */
export const createRefundDueStep = createStep(
  "create-refund-due",
  async (input: PreparedOrderRefund, { container }) => {
    const dues = container.resolve<RefundDueModuleService>(REFUND_DUE_MODULE)
    try {
      const record = await dues.createRefundDues({
        order_id: input.order_id,
        payment_id: input.payment_id,
        amount: input.amount,
        source_key: input.source_key,
        source_kind: input.source.kind,
        source_id: input.source.id,
        ...payeeColumns(input.payee),
        // A gateway refund is sent by the next step at once: recorded paid (a failure there deletes the record).
        ...(input.manual ? {} : { state: "paid" as const, paid_at: new Date() }),
      })
      return new StepResponse(record, record.id)
    } catch (e) {
      if (/unique|already exists/i.test((e as Error).message)) throw conflict(`This ${input.source.kind} has already been refunded`)
      throw e
    }
  },
  async (id, { container }) => {
    if (!id) return
    await container.resolve<RefundDueModuleService>(REFUND_DUE_MODULE).deleteRefundDues(id)
  }
)
