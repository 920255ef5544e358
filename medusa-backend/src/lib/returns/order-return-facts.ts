import { inInvoiceOrder } from "../invoices/invoice-order"
import { readOrder } from "../orders/read-orders"
import { amount } from "../orders/to-order-view"
import { isManualProvider } from "../refunds/refundable"
import { isGiftWrapLine } from "../orders/gift-wrap"
import { isCodFeeLine } from "../cod/fee-line"
import type { OrderReturnFacts } from "./request-rules"

type Qty = unknown
type Row = {
  id: string
  canceled_at?: unknown
  status?: string
  items?: ({
    id: string
    created_at?: unknown
    title?: string | null
    product_title?: string | null
    quantity: Qty
    variant_id?: string | null
    product_id?: string | null
    unit_price?: Qty
    metadata?: Record<string, unknown> | null
    detail?: {
      delivered_quantity?: Qty
      return_requested_quantity?: Qty
      return_received_quantity?: Qty
      return_dismissed_quantity?: Qty
    } | null
  } | null)[]
  fulfillments?: ({ delivered_at?: string | Date | null; canceled_at?: unknown } | null)[]
  payment_collections?: ({ payments?: ({ provider_id: string } | null)[] | null } | null)[]
}

/**
 * The order's items in the invoice's order (lib/invoices/invoice-order: line N of the invoice is
 * the N-th item) with Medusa's delivered and returned quantities.
 */
export async function readOrderReturnFacts(
  container: { resolve: (key: string) => unknown },
  orderId: string
): Promise<OrderReturnFacts | null> {
  const order = await readOrder<Row>(container, orderId, [
    "id",
    "status",
    "canceled_at",
    "items.id",
    "items.created_at",
    "items.title",
    "items.product_title",
    "items.quantity",
    "items.variant_id",
    "items.product_id",
    "items.unit_price",
    "items.metadata",
    "items.detail.delivered_quantity",
    "items.detail.return_requested_quantity",
    "items.detail.return_received_quantity",
    "items.detail.return_dismissed_quantity",
    "fulfillments.delivered_at",
    "fulfillments.canceled_at",
    "payment_collections.payments.provider_id",
  ])
  if (!order) return null
  const delivered = (order.fulfillments ?? [])
    .filter((f) => f?.delivered_at && !f.canceled_at)
    .map((f) => new Date(f!.delivered_at as string))
    .sort((a, b) => a.getTime() - b.getTime())
  const providers = (order.payment_collections ?? []).flatMap((pc) => pc?.payments ?? []).map((p) => p?.provider_id ?? "")
  return {
    orderId: order.id,
    cancelled: !!order.canceled_at || order.status === "canceled",
    deliveredAt: delivered[0] ?? null,
    manualPayment: providers.some((p) => p && isManualProvider(p)),
    lines: inInvoiceOrder(order.items ?? []).map((item, i) => ({
      line: i + 1,
      itemId: item?.id ?? "",
      title: item?.product_title || item?.title || "",
      productId: item?.product_id ?? null,
      unitPrice: amount(item?.unit_price as number),
      delivered: amount(item?.detail?.delivered_quantity as number),
      returned: amount(item?.detail?.return_received_quantity as number) + amount(item?.detail?.return_dismissed_quantity as number),
      requested: amount(item?.detail?.return_requested_quantity as number),
      charge: !!item && (isGiftWrapLine(item) || isCodFeeLine(item)),
    })),
  }
}
