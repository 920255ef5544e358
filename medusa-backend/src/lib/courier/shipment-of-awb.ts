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
  /** The booking's labels, given again to createOrderShipmentWorkflow (which replaces a fulfillment's labels with those it is given). */
  labels: { tracking_number: string; tracking_url: string; label_url: string }[]
}

type Row = {
  id: string
  shipped_at?: unknown
  delivered_at?: unknown
  canceled_at?: unknown
  order?: { id: string } | null
  items?: ({ line_item_id?: string | null; quantity?: unknown } | null)[] | null
  labels?: ({ tracking_number?: string | null; tracking_url?: string | null; label_url?: string | null } | null)[] | null
}

const FIELDS = [
  "id",
  "shipped_at",
  "delivered_at",
  "canceled_at",
  "order.id",
  "items.line_item_id",
  "items.quantity",
  "labels.tracking_number",
  "labels.tracking_url",
  "labels.label_url",
]

/**
 * The live (not cancelled) Medusa fulfillment whose label carries this AWB, with its order; null for
 * an AWB the shop never booked (a scan for another account's parcel, or a typo).
 */
export async function fulfillmentOfAwb(
  container: Resolver,
  awb: string,
  knownFulfillmentId?: string | null
): Promise<AwbFulfillment | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "fulfillment",
    fields: FIELDS,
    // Once a scan has tied the AWB to its fulfillment, by id; the first time, by the label's tracking
    // number (the fulfillment module filters on its own relation).
    filters: (knownFulfillmentId ? { id: knownFulfillmentId } : { labels: { tracking_number: awb } }) as Record<string, unknown>,
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
    labels: (row.labels ?? [])
      .filter((l): l is NonNullable<typeof l> => !!l?.tracking_number)
      .map((l) => ({ tracking_number: l.tracking_number ?? awb, tracking_url: l.tracking_url ?? "", label_url: l.label_url ?? "" })),
  }
}
