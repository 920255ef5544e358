import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

type Resolver = Pick<MedusaContainer, "resolve">

export type AwbFulfillment = {
  fulfillment_id: string
  order_id: string
  shipped: boolean
  delivered: boolean
  /** The order lines in the parcel, as Medusa's createOrderShipmentWorkflow takes them. */
  items: { id: string; quantity: number }[]
}

type Row = {
  id: string
  shipped_at?: unknown
  delivered_at?: unknown
  canceled_at?: unknown
  order?: { id: string } | null
  items?: ({ line_item_id?: string | null; quantity?: unknown } | null)[] | null
}

/**
 * The live (not cancelled) Medusa fulfillment whose label carries this AWB, with its order; null for
 * an AWB the shop never booked (a scan for another account's parcel, or a typo).
 */
export async function fulfillmentOfAwb(container: Resolver, awb: string): Promise<AwbFulfillment | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "fulfillment",
    fields: ["id", "shipped_at", "delivered_at", "canceled_at", "order.id", "items.line_item_id", "items.quantity"],
    // The fulfillment module filters on its own relation (the label's tracking number).
    filters: { labels: { tracking_number: awb } } as Record<string, unknown>,
  })
  const row = (data as Row[]).find((f) => !f.canceled_at && f.order?.id)
  if (!row?.order) return null
  return {
    fulfillment_id: row.id,
    order_id: row.order.id,
    shipped: !!row.shipped_at,
    delivered: !!row.delivered_at,
    items: (row.items ?? [])
      .filter((i): i is NonNullable<typeof i> & { line_item_id: string } => !!i?.line_item_id)
      .map((i) => ({ id: i.line_item_id, quantity: Number(i.quantity) })),
  }
}
