import { refundPaymentWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { RefundPayee } from "@sugandh/contract"
import type { RefundSource } from "../../lib/refunds/source"
import { acquireOrderLock } from "../order-admin/steps/acquire-order-lock"
import { attachRefundIdStep } from "./steps/attach-refund-id"
import { createRefundDueStep } from "./steps/create-refund-due"
import { prepareOrderRefundStep } from "./steps/prepare-order-refund"

export type RefundOrderInput = {
  orderId: string
  /** Rupees, at most two decimals. */
  amount: number
  source: RefundSource
  /** Where a manual payment's refund is sent (UPI ID, or account and IFSC); ignored for a gateway payment. */
  refundTo?: RefundPayee | null
  actorId?: string | null
  /** The caller already holds the order's lock (the RTO, which refunds before it cancels the order). */
  lockHeld?: boolean
}

/**
 * The one entry point for sending an order's money back (decisions D2; issues
 * 44, 45, 46 call it for RTO, returns and gateway refunds). Under the order's
 * lock: refuses a source already refunded and an amount above what is left;
 * then a gateway payment is refunded through Medusa's refundPaymentWorkflow
 * at once (its payment.refunded reaction issues the credit note, D1), and a
 * manual one (UPI QR, bank transfer, COD remitted) becomes a refund due that
 * the operator pays and marks paid (markRefundDuePaidWorkflow). Either way the
 * record keyed by the source keeps a retried call from refunding twice.
 */
export const refundOrderWorkflow = createWorkflow("refund-order", (input: RefundOrderInput) => {
  const key = when("refund-takes-lock", { input }, ({ input }) => !input.lockHeld).then(() =>
    acquireOrderLock(transform({ input }, ({ input }) => ({ order_id: input.orderId })))
  )
  const prepared = prepareOrderRefundStep(
    transform({ input }, ({ input }) => ({
      order_id: input.orderId,
      amount: input.amount,
      source: input.source,
      refund_to: input.refundTo ?? null,
    }))
  )
  const record = createRefundDueStep(prepared)
  const settled = when("refund-at-gateway", { prepared }, ({ prepared }) => !prepared.manual).then(() => {
    const refund = transform({ prepared, input }, ({ prepared, input }) => ({
      payment_id: prepared.payment_id,
      amount: prepared.amount,
      note: prepared.source_key,
      created_by: input.actorId ?? undefined,
    }))
    refundPaymentWorkflow.runAsStep({ input: refund })
    return attachRefundIdStep(
      transform({ prepared, record }, ({ prepared, record }) => ({
        id: record.id,
        payment_id: prepared.payment_id,
        note: prepared.source_key,
      }))
    )
  })
  when("refund-releases-lock", { input, key }, ({ input, key }) => !input.lockHeld && !!key).then(() => {
    releaseLockStep({ key: key! })
  })
  // The gateway's record as it is after Medusa's refund (with its refund id), else the refund due as created.
  return new WorkflowResponse(transform({ record, settled }, ({ record, settled }) => settled ?? record))
})
