import { adjustInventoryLevelsStep, cancelOrdersStep, cancelPaymentStep, emitEventStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { ContainerRegistrationKeys, MedusaError, OrderWorkflowEvents } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { COD_MESSAGES } from "../../lib/cod/settings"
import { META } from "../../lib/orders/metadata"
import { readOrder } from "../../lib/orders/read-orders"
import { amount } from "../../lib/orders/to-order-view"
import { acquireOrderLock } from "../order-admin/steps/acquire-order-lock"
import { assertOrderStatusStep } from "../order-admin/steps/assert-order-status"
import { mergeOrderMetadataStep } from "../order-admin/steps/merge-order-metadata"
import { issueTaxDocumentStep } from "../invoice/steps/issue-tax-document"
import { refundOrderWorkflow } from "../refunds/refund-order"
import { readOrderPayments } from "../../lib/refunds/refundable"

export type ReturnUndeliveredInput = { order_id: string; actor_id?: string | null }

type Row = {
  items?: ({ quantity?: unknown; detail?: { quantity?: unknown } | null; variant_id?: string | null } | null)[]
  fulfillments?: ({ id: string; location_id?: string | null; canceled_at?: unknown } | null)[] | null
  payment_collections?: ({ payments?: ({ id: string; captured_at?: unknown; canceled_at?: unknown } | null)[] | null } | null)[] | null
}

type VariantRow = { id: string; inventory_items?: ({ inventory_item_id: string; required_quantity?: unknown } | null)[] | null }

/** What comes back to the warehouse the parcel left from, and the payment still waiting for cash. */
const readReturnStep = createStep("read-undelivered-return", async (input: { order_id: string }, { container }) => {
  const order = await readOrder<Row>(container, input.order_id, [
    "id",
    // An order line's quantity lives on its order item (Medusa's `detail`); Query left it out when
    // only items.quantity was asked for, so the returned stock came out as 0.
    "items.id",
    "items.quantity",
    "items.detail.quantity",
    "items.variant_id",
    "fulfillments.id",
    "fulfillments.location_id",
    "fulfillments.canceled_at",
    "payment_collections.payments.id",
    "payment_collections.payments.captured_at",
    "payment_collections.payments.canceled_at",
  ])
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, "Order not found")
  const shipment = (order.fulfillments ?? []).find((f) => !!f && !f.canceled_at && !!f.location_id)
  const location = shipment?.location_id
  if (!shipment || !location) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "This order has no shipment to return")
  // The COD fee and gift wrap lines have no variant, hence no stock.
  const items = (order.items ?? []).filter((i): i is NonNullable<typeof i> & { variant_id: string } => !!i?.variant_id)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = items.length
    ? await query.graph({
        entity: "product_variant",
        fields: ["id", "inventory_items.inventory_item_id", "inventory_items.required_quantity"],
        filters: { id: items.map((i) => i.variant_id) },
      })
    : { data: [] }
  const variants = new Map((data as VariantRow[]).map((v) => [v.id, v]))
  const adjustments = items.flatMap((item) =>
    (variants.get(item.variant_id)?.inventory_items ?? [])
      .filter((link): link is NonNullable<typeof link> => !!link)
      .map((link) => ({
        inventory_item_id: link.inventory_item_id,
        location_id: location,
        adjustment: amount(item.quantity ?? item.detail?.quantity) * (amount(link.required_quantity) || 1),
      }))
  )
  const payments = (order.payment_collections ?? []).flatMap((pc) => pc?.payments ?? [])
  const open = payments.filter((p): p is NonNullable<typeof p> => !!p && !p.captured_at && !p.canceled_at).map((p) => p.id)
  // A prepaid order's money goes back: what its payments captured less what was refunded (D2).
  const money = (await readOrderPayments(container, input.order_id)) ?? []
  const paise = money.filter((p) => !p.canceled).reduce((sum, p) => sum + Math.round(p.captured * 100) - Math.round(p.refunded * 100), 0)
  return new StepResponse({ adjustments, payment_ids: open, fulfillment_id: shipment.id, refund: Math.max(0, paise) / 100 })
})

/**
 * RTO: a shipped order came back undelivered (issue 44: the courier's "RTO
 * delivered" scan, or the operator's "cancelled" on a shipped COD order). Medusa cannot
 * cancel an order whose fulfilment shipped (cancelOrderWorkflow refuses it),
 * so this runs the same pieces by hand, each with Medusa's own step and its
 * compensation: the goods go back into stock where they left from, the
 * uncollected payment is voided, the order is cancelled with "Returned
 * undelivered", a credit note reverses the invoice issued at dispatch, and
 * order.canceled is emitted (the shopper's e-mail). Under the order's lock.
 * A prepaid order's captured money is refunded (before the cancel) through the one refund
 * entry point (refundOrderWorkflow, source "rto:<fulfillment id>", D2): at the
 * gateway at once, or a refund due for a manual payment; the source key keeps
 * a replayed scan from refunding twice. Cash on delivery has nothing captured.
 */
export const returnUndeliveredOrderWorkflow = createWorkflow("return-undelivered-cod-order", (input: ReturnUndeliveredInput) => {
  const key = acquireOrderLock(input)
  assertOrderStatusStep({
    order_id: input.order_id,
    allowed: ["shipped"],
    message: "Only a shipped order can come back undelivered",
    cod: { allowed: ["shipped"], message: "Only a shipped cash on delivery order can come back undelivered" },
  })
  const back = readReturnStep({ order_id: input.order_id })
  const adjustments = transform({ back }, ({ back }) => back.adjustments)
  adjustInventoryLevelsStep(adjustments)
  const payments = transform({ back }, ({ back }) => ({ paymentIds: back.payment_ids }))
  cancelPaymentStep(payments)
  const metadata = transform({ input }, ({ input }) => ({
    order_id: input.order_id,
    metadata: { [META.cancelReason]: COD_MESSAGES.returnedUndelivered, [META.cancelledBy]: "admin" },
  }))
  mergeOrderMetadataStep(metadata)
  // Before the order is cancelled: Medusa's refundPaymentWorkflow refuses a cancelled order (its refund
  // credit lines), as its own cancelOrderWorkflow refunds before cancelling. Under this workflow's lock.
  when("rto-refund", { back }, ({ back }) => back.refund > 0).then(() => {
    const refund = transform({ input, back }, ({ input, back }) => ({
      orderId: input.order_id,
      amount: back.refund,
      source: { kind: "rto" as const, id: back.fulfillment_id },
      actorId: input.actor_id ?? null,
      lockHeld: true,
    }))
    refundOrderWorkflow.runAsStep({ input: refund })
  })
  const cancelInput = transform({ input }, ({ input }) => ({ orderIds: [input.order_id], canceled_by: input.actor_id ?? undefined }))
  cancelOrdersStep(cancelInput)
  // GST: the invoice issued at dispatch is reversed by a credit note against it (section 34 CGST Act).
  issueTaxDocumentStep({ order_id: input.order_id, kind: "credit_note" })
  const eventData = transform({ input }, ({ input }) => ({ id: input.order_id }))
  emitEventStep({ eventName: OrderWorkflowEvents.CANCELED, data: eventData })
  releaseLockStep({ key })
  return new WorkflowResponse({ order_id: input.order_id })
})

/** The name the operator's status route has used since COD RTO came first. */
export const returnUndeliveredCodOrderWorkflow = returnUndeliveredOrderWorkflow
