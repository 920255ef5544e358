import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

type Query = { graph: (q: { entity: string; fields: string[]; filters: Record<string, unknown> }) => Promise<{ data: unknown[] }> }

/**
 * The order a payment or a fulfilment belongs to, through Medusa's links
 * (order ↔ payment collection, order ↔ fulfilment); null for one of no order
 * (a payment of a cart not completed, a fulfilment of another kind).
 */
export async function orderIdOfPayment(container: MedusaContainer, paymentId: string): Promise<string | null> {
  const query = container.resolve<Query>(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "payment", fields: ["payment_collection.order.id"], filters: { id: paymentId } })
  const row = data[0] as { payment_collection?: { order?: { id?: string } | null } | null } | undefined
  return row?.payment_collection?.order?.id ?? null
}

export async function orderIdOfFulfillment(container: MedusaContainer, fulfillmentId: string): Promise<string | null> {
  const query = container.resolve<Query>(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "fulfillment", fields: ["order.id"], filters: { id: fulfillmentId } })
  const row = data[0] as { order?: { id?: string } | null } | undefined
  return row?.order?.id ?? null
}
