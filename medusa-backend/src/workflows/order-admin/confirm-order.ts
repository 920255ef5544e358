import { capturePaymentWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { META } from "../../lib/orders/metadata"
import { TRANSITION_MESSAGES } from "../../lib/orders/transitions"
import { assertOrderStatusStep } from "./steps/assert-order-status"
import { mergeOrderMetadataStep } from "./steps/merge-order-metadata"
import { readCapturablePaymentStep } from "./steps/read-order-payment"
import { recordMoneyReceivedStep } from "./steps/record-money-received"
import { issueTaxDocumentStep } from "../invoice/steps/issue-tax-document"
import { acquireOrderLock } from "./steps/acquire-order-lock"
import { COD_MESSAGES } from "../../lib/cod/settings"

export type ConfirmOrderInput = { order_id: string; note?: string | null; actor_id?: string | null }

/**
 * An operator confirms the shopper's payment arrived: the money is recorded
 * as seen on the payment (our provider refuses to capture before), then the
 * authorised payment is captured (capturePaymentWorkflow), so the order is
 * "processing" with payment "paid". The note and time go to order.metadata.
 * Medusa's payment.captured then e-mails the customer with the invoice
 * (subscribers/order-confirmed.ts), as for a capture made anywhere else.
 */
export const confirmOrderWorkflow = createWorkflow("confirm-shop-order", (input: ConfirmOrderInput) => {
  const key = acquireOrderLock(input)
  assertOrderStatusStep({
    order_id: input.order_id,
    allowed: ["pending"],
    message: TRANSITION_MESSAGES.confirmFirst,
    // Cash on delivery is paid when the courier has the cash: only a delivered order is marked paid.
    cod: { allowed: ["delivered"], message: COD_MESSAGES.cashAfterDelivery },
  })
  const { payment_id } = readCapturablePaymentStep({ order_id: input.order_id })
  recordMoneyReceivedStep({ payment_id, actor_id: input.actor_id })
  const captureInput = transform({ payment_id, input }, ({ payment_id, input }) => ({
    payment_id,
    captured_by: input.actor_id ?? undefined,
  }))
  capturePaymentWorkflow.runAsStep({ input: captureInput })
  const metadata = transform({ input }, ({ input }) => ({
    order_id: input.order_id,
    metadata: { [META.confirmedAt]: new Date().toISOString(), [META.confirmNote]: input.note ?? null },
  }))
  mergeOrderMetadataStep(metadata)
  // GST: payment confirmed -> the tax invoice gets its number. payment.captured issues it for every capture
  // (subscribers/order-confirmed.ts); issuing it here as well (the same idempotent issue) lets the shop's answer
  // and the shopper's "Download invoice" have it at once instead of after the subscriber.
  issueTaxDocumentStep({ order_id: input.order_id, kind: "invoice" })
  releaseLockStep({ key })
  return new WorkflowResponse({ order_id: input.order_id })
})
