import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { REFUND_DUE_MODULE } from "../../../modules/refund-due"
import type RefundDueModuleService from "../../../modules/refund-due/service"

/**
 * Points the refund record at Medusa's refund (the newest on the payment with
 * this note), so the list links to the refund and its credit note. The last
 * step after money moved: it never throws, since nothing may undo a recorded
 * refund; a miss is logged and the record stays paid without the id.
 */
export const attachRefundIdStep = createStep(
  "attach-refund-id",
  async (input: { id: string; payment_id: string; note: string }, { container }) => {
    try {
      const refunds = await container
        .resolve(Modules.PAYMENT)
        .listRefunds({ payment_id: input.payment_id }, { order: { created_at: "DESC" } })
      const refund = refunds.find((r) => r.note === input.note)
      const record = await container
        .resolve<RefundDueModuleService>(REFUND_DUE_MODULE)
        .updateRefundDues({ id: input.id, refund_id: refund?.id ?? null })
      return new StepResponse(record)
    } catch (e) {
      container
        .resolve(ContainerRegistrationKeys.LOGGER)
        .error(`Refund ${input.id}: Medusa's refund id not recorded: ${(e as Error).message}`)
      return new StepResponse(null)
    }
  }
)
