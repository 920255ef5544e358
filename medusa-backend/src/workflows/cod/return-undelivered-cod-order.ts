import { adjustInventoryLevelsStep, cancelOrdersStep, cancelPaymentStep, emitEventStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { ContainerRegistrationKeys, MedusaError, OrderWorkflowEvents } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { COD_MESSAGES } from "../../lib/cod/settings"
import { META } from "../../lib/orders/metadata"
import { readOrder } from "../../lib/orders/read-orders"
import { amount } from "../../lib/orders/to-spec-order"
import { acquireOrderLock } from "../order-admin/steps/acquire-order-lock"
import { assertOrderStatusStep } from "../order-admin/steps/assert-order-status"
import { mergeOrderMetadataStep } from "../order-admin/steps/merge-order-metadata"
import { issueTaxDocumentStep } from "../invoice/steps/issue-tax-document"

export type ReturnUndeliveredInput = { order_id: string; actor_id?: string | null }

type Row = {
  items?: ({ quantity?: unknown; detail?: { quantity?: unknown } | null; variant_id?: string | null } | null)[]
  fulfillments?: ({ location_id?: string | null; canceled_at?: unknown } | null)[] | null
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
    "fulfillments.location_id",
    "fulfillments.canceled_at",
    "payment_collections.payments.id",
    "payment_collections.payments.captured_at",
    "payment_collections.payments.canceled_at",
  ])
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, "Order not found")
  const location = (order.fulfillments ?? []).find((f) => !!f && !f.canceled_at && !!f.location_id)?.location_id
  if (!location) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "This order has no shipment to return")
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
  return new StepResponse({ adjustments, payment_ids: open })
})

/**
 * RTO: a shipped cash-on-delivery order came back undelivered. Medusa cannot
 * cancel an order whose fulfilment shipped (cancelOrderWorkflow refuses it),
 * so this runs the same pieces by hand, each with Medusa's own step and its
 * compensation: the goods go back into stock where they left from, the
 * uncollected payment is voided, the order is cancelled with "Returned
 * undelivered", a credit note reverses the invoice issued at dispatch, and
 * order.canceled is emitted (the shopper's e-mail). Under the order's lock.
 */
export const returnUndeliveredCodOrderWorkflow = createWorkflow("return-undelivered-cod-order", (input: ReturnUndeliveredInput) => {
  const key = acquireOrderLock(input)
  assertOrderStatusStep({
    order_id: input.order_id,
    allowed: [],
    message: "Only a shipped cash on delivery order can come back undelivered",
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
  const cancelInput = transform({ input }, ({ input }) => ({ orderIds: [input.order_id], canceled_by: input.actor_id ?? undefined }))
  cancelOrdersStep(cancelInput)
  // GST: the invoice issued at dispatch is reversed by a credit note against it (section 34 CGST Act).
  issueTaxDocumentStep({ order_id: input.order_id, kind: "credit_note" })
  const eventData = transform({ input }, ({ input }) => ({ id: input.order_id }))
  emitEventStep({ eventName: OrderWorkflowEvents.CANCELED, data: eventData })
  releaseLockStep({ key })
  return new WorkflowResponse({ order_id: input.order_id })
})
