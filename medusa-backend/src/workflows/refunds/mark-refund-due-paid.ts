import { refundPaymentWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { conflict, notFound } from "../../lib/errors"
import { REFUND_DUE_MODULE } from "../../modules/refund-due"
import type RefundDueModuleService from "../../modules/refund-due/service"
import { acquireOrderLock } from "../order-admin/steps/acquire-order-lock"
import { attachRefundIdStep } from "./steps/attach-refund-id"
import { markRefundDuePaidStep } from "./steps/mark-refund-due-paid"

export type MarkRefundDuePaidInput = { id: string; utr: string; actorId?: string | null }

/** The refund record's order, to take its lock (404 for no such refund). Read-only. */
const readRefundOrderStep = createStep("read-refund-due-order", async (input: { id: string }, { container }) => {
  const [record] = await container.resolve<RefundDueModuleService>(REFUND_DUE_MODULE).listRefundDues({ id: input.id }, { take: 1 })
  if (!record) throw notFound("Refund not found")
  return new StepResponse({ order_id: record.order_id })
})

/** Under the order's lock: a refund still due (409 once paid or void, naming its UTR). Read-only. */
const assertRefundDueStep = createStep("assert-refund-due", async (input: { id: string }, { container }) => {
  const [record] = await container.resolve<RefundDueModuleService>(REFUND_DUE_MODULE).listRefundDues({ id: input.id }, { take: 1 })
  if (!record) throw notFound("Refund not found")
  if (record.state === "paid") throw conflict(`This refund was already marked paid (UTR ${record.utr ?? "none"})`, { utr: record.utr })
  if (record.state !== "due") throw conflict("This refund was voided and is not to be paid")
  return new StepResponse({ id: record.id, payment_id: record.payment_id, amount: Number(record.amount) })
})

/**
 * The operator paid a refund due from the bank and gives its reference (UTR):
 * the record becomes paid and Medusa's refundPaymentWorkflow records the
 * refund on the order's payment with the UTR as its note (D2), so
 * payment.refunded issues the credit note and the e-mail as any refund (D1).
 * A refusal of Medusa's refund puts the record back to due.
 */
export const markRefundDuePaidWorkflow = createWorkflow("mark-refund-due-paid", (input: MarkRefundDuePaidInput) => {
  // The order's lock, as refundOrderWorkflow takes it: while this record goes from due to refunded,
  // no new refund of the order can count what is left without it.
  const owner = readRefundOrderStep(transform({ input }, ({ input }) => ({ id: input.id })))
  const key = acquireOrderLock(owner)
  const due = assertRefundDueStep(transform({ input }, ({ input }) => ({ id: input.id })))
  markRefundDuePaidStep(transform({ input }, ({ input }) => ({ id: input.id, utr: input.utr })))
  refundPaymentWorkflow.runAsStep({
    input: transform({ due, input }, ({ due, input }) => ({
      payment_id: due.payment_id,
      amount: due.amount,
      note: input.utr,
      created_by: input.actorId ?? undefined,
    })),
  })
  const record = attachRefundIdStep(
    transform({ due, input }, ({ due, input }) => ({ id: due.id, payment_id: due.payment_id, note: input.utr }))
  )
  releaseLockStep({ key })
  return new WorkflowResponse(record)
})
