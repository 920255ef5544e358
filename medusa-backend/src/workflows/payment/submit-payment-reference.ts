import { releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { META } from "../../lib/orders/metadata"
import { PAYMENT_REFERENCE_MESSAGES } from "../../lib/orders/payment-reference"
import { assertOrderStatusStep } from "../order-admin/steps/assert-order-status"
import { mergeOrderMetadataStep } from "../order-admin/steps/merge-order-metadata"
import { acquireOrderLock } from "../order-admin/steps/acquire-order-lock"

export type SubmitPaymentReferenceInput = { order_id: string; reference: string }

/**
 * Keeps the shopper's payment reference in order.metadata. Under the order
 * lock the operator's confirm and cancel take, so a reference never lands on
 * an order that was confirmed or cancelled in the same instant; replacing it
 * is allowed while the order is pending (one reference per order).
 */
export const submitPaymentReferenceWorkflow = createWorkflow("submit-payment-reference", (input: SubmitPaymentReferenceInput) => {
  const key = acquireOrderLock(input)
  assertOrderStatusStep({
    order_id: input.order_id,
    allowed: ["pending"],
    messages: { cancelled: PAYMENT_REFERENCE_MESSAGES.cancelled },
    message: PAYMENT_REFERENCE_MESSAGES.paid,
  })
  const metadata = transform({ input }, ({ input }) => ({
    order_id: input.order_id,
    metadata: { [META.paymentReference]: input.reference, [META.paymentReferenceAt]: new Date().toISOString() },
  }))
  mergeOrderMetadataStep(metadata)
  releaseLockStep({ key })
  return new WorkflowResponse({ order_id: input.order_id })
})
