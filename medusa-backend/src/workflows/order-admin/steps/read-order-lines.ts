import { MedusaError, Modules } from "@medusajs/framework/utils"
import { amount } from "../../../lib/orders/to-order-view"
import { orderReadStep } from "./order-read-step"

type Row = {
  fulfillments?: ({ id: string; shipped_at?: unknown; delivered_at?: unknown; canceled_at?: unknown } | null)[] | null
}

type OrderLines = {
  items: { id: string; quantity: number }[]
  /** Shipped, not delivered, not canceled fulfilments: what "delivered" marks. */
  in_transit_fulfillment_ids: string[]
}

/** The order's shipped line items (all of them in one parcel) and its fulfilments in transit. */
export const readOrderLinesStep = orderReadStep<Row, OrderLines>(
  "read-order-lines",
  ["fulfillments.id", "fulfillments.shipped_at", "fulfillments.delivered_at", "fulfillments.canceled_at"],
  async (order, { container, orderId }) => {
    if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, "Order not found")
    // The Order module's own read: Query with only items.quantity does not load the item detail that holds it.
    const { items = [] } = await container.resolve(Modules.ORDER).retrieveOrder(orderId, { relations: ["items"] })
    return {
      // Only goods go into the parcel: Medusa refuses a fulfilment that mixes them with lines needing no
      // shipping (our gift wrap and cash-on-delivery fee charges).
      items: (items ?? []).filter((i) => !!i && i.requires_shipping !== false).map((i) => ({ id: i.id, quantity: amount(i.quantity) })),
      in_transit_fulfillment_ids: (order.fulfillments ?? [])
        .filter((f): f is NonNullable<typeof f> => !!f && !!f.shipped_at && !f.delivered_at && !f.canceled_at)
        .map((f) => f.id),
    }
  }
)
