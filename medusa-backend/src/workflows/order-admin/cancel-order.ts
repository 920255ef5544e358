import { cancelOrderWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { MedusaError } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { customerCancelRefusal } from "../../lib/orders/cancel-policy"
import { META } from "../../lib/orders/metadata"
import { TRANSITION_MESSAGES } from "../../lib/orders/transitions"
import { loadOrderOrThrow } from "./steps/assert-order-status"
import { mergeOrderMetadataStep } from "./steps/merge-order-metadata"
import { issueTaxDocumentStep } from "../invoice/steps/issue-tax-document"
import { assertCreditNoteInTimeStep } from "../invoice/steps/assert-credit-note-in-time"
import { acquireOrderLock } from "./steps/acquire-order-lock"

export type CancelShopOrderInput = {
  order_id: string
  reason?: string | null
  /** "customer" applies the shipping policy's 2-hour window; an operator (or the shop's unpaid-order job) may cancel any unshipped order. */
  cancelled_by: "customer" | "admin" | "system"
  actor_id?: string | null
  /** Refuse when the shopper has submitted a payment reference (checked under the order lock; the expiry job). */
  unless_payment_reference?: boolean
  /** With unless_payment_reference: an order placed at or before this time (ISO) is past the reference wait and is cancelled anyway. */
  reference_placed_by?: string | null
  /** Refuse when the cash-on-delivery order was confirmed meanwhile (checked under the order lock; the COD expiry job). */
  unless_cod_confirmed?: boolean
}

const assertCancellableStep = createStep(
  "assert-order-cancellable",
  async (
    input: Pick<
      CancelShopOrderInput,
      "order_id" | "cancelled_by" | "unless_payment_reference" | "reference_placed_by" | "unless_cod_confirmed"
    >,
    { container }
  ) => {
    const order = await loadOrderOrThrow(container, input.order_id)
    const referenceExpired =
      !!input.reference_placed_by && new Date(order.createdAt).getTime() <= new Date(input.reference_placed_by).getTime()
    if (input.unless_payment_reference && order.paymentReference && !referenceExpired) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "A payment reference was submitted; this order waits for the operator")
    }
    if (input.unless_cod_confirmed && order.codConfirmedAt) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "This cash on delivery order was confirmed meanwhile")
    }
    const refusal =
      input.cancelled_by === "customer"
        ? customerCancelRefusal(order)
        : order.orderStatus === "pending" || order.orderStatus === "processing"
          ? null
          : order.orderStatus === "cancelled"
            ? TRANSITION_MESSAGES.cancelled
            : TRANSITION_MESSAGES.cannotCancel(order.orderStatus)
    if (refusal) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, refusal)
    return new StepResponse(order)
  }
)

/**
 * Cancels an unshipped order with Medusa's cancelOrderWorkflow: reservations
 * are deleted (stock released), an uncaptured payment is canceled and a
 * captured one refunded, order.canceled is emitted (the e-mail subscriber
 * listens to it). Who cancelled and why are kept in order.metadata.
 */
export const cancelShopOrderWorkflow = createWorkflow("cancel-shop-order", (input: CancelShopOrderInput) => {
  const key = acquireOrderLock(input)
  assertCancellableStep({
    order_id: input.order_id,
    cancelled_by: input.cancelled_by,
    unless_payment_reference: input.unless_payment_reference,
    reference_placed_by: input.reference_placed_by,
    unless_cod_confirmed: input.unless_cod_confirmed,
  })
  assertCreditNoteInTimeStep({ order_id: input.order_id })
  const metadata = transform({ input }, ({ input }) => ({
    order_id: input.order_id,
    metadata: { [META.cancelReason]: input.reason ?? null, [META.cancelledBy]: input.cancelled_by },
  }))
  mergeOrderMetadataStep(metadata)
  const cancelInput = transform({ input }, ({ input }) => ({
    order_id: input.order_id,
    canceled_by: input.actor_id ?? undefined,
  }))
  cancelOrderWorkflow.runAsStep({ input: cancelInput })
  // GST: an invoiced order's cancellation is reversed by a credit note for whatever earlier partial ones left (none when it was never invoiced).
  issueTaxDocumentStep({ order_id: input.order_id, kind: "credit_note" })
  releaseLockStep({ key })
  return new WorkflowResponse({ order_id: input.order_id })
})
